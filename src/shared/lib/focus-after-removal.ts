const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** How long a removal may take to reach the page (a URL change, a store write) before focus is left alone. */
const GIVE_UP_MS = 5000;

type Target = HTMLElement | null | undefined;

export interface RemovalFocusOptions {
  /** What disappears with the control (its row or card). Default: the control's `[data-focus-item]` ancestor, else the control. */
  item?: Element | null;
  /** Where neighbours are looked for. Default: the control's `[data-focus-group]` ancestor. */
  group?: Element | null;
  /** Where focus goes when the group has no other control left: the group's heading, its search box... */
  fallback?: () => Target;
}

const usable = (element: HTMLElement) => element.isConnected && !element.closest('[hidden], [inert]') && !element.matches(':disabled');

/**
 * The control that takes focus when `control` and its item leave the group: the next one after the
 * item, else the previous one. A control with `data-focus-peer="x"` looks only at controls with the
 * same value, so removing rows one by one goes from "Remove" to "Remove".
 */
export function neighbourControl(control: HTMLElement, options: RemovalFocusOptions = {}): HTMLElement | undefined {
  const item = options.item ?? control.closest('[data-focus-item]') ?? control;
  const group = options.group === undefined ? control.closest('[data-focus-group]') : options.group;
  if (!group) return undefined;
  const peer = control.dataset.focusPeer;
  const candidates = [...group.querySelectorAll<HTMLElement>(peer === undefined ? FOCUSABLE : '[data-focus-peer]')].filter(
    (element) => (peer === undefined || element.dataset.focusPeer === peer) && !item.contains(element) && !element.contains(item) && usable(element),
  );
  const after = candidates.find((element) => item.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  return after ?? candidates.findLast((element) => item.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
}

/** The first control in `container` that can take focus now, or undefined. */
export const firstControl = (container: Element) => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find(usable);

/** Focuses an element; a heading or other non-interactive fallback is made focusable by script only. */
export function focusElement(element: HTMLElement) {
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** Focus was lost: it sits on <body> or on an element that has left the page. */
export const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/**
 * For a control that removes itself (a chip's ×, a row's Remove, a suggestion that closes its list):
 * call it from the control's handler before the change. Once the control has left the document, focus
 * goes to its neighbour, else to the fallback (as soon as the fallback is on the page), so it never
 * stays on <body>. Focus that something else has taken in the meantime stays where it is.
 */
export function keepFocusOnRemoval(control: HTMLElement, options: RemovalFocusOptions = {}): void {
  const neighbour = neighbourControl(control, options);
  const settle = () => {
    if (control.isConnected) return;
    if (!focusLost()) return stop();
    const target = neighbour?.isConnected ? neighbour : options.fallback?.();
    if (!target?.isConnected) return;
    stop();
    focusElement(target);
  };
  const observer = new MutationObserver(settle);
  const timer = setTimeout(() => stop(), GIVE_UP_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
