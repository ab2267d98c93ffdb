import { useCallback, useEffect, useRef, type RefCallback } from 'react';
import { firstControl, focusElement, focusLost, keepFocusOnRemoval } from '../lib/focus-after-removal.ts';

type Target = () => HTMLElement | null | undefined;

/**
 * For a panel whose controls replace one another (a button that becomes a progress bar and a
 * Cancel, a Cancel that becomes "Try again") and that closes itself when its work is done: when the
 * focused control leaves, focus goes to the panel's first control; once the panel itself leaves,
 * to `fallback`. Never to <body>. Focus the person moved elsewhere is left alone.
 */
export function useFocusKeptWithin(fallback: Target): RefCallback<HTMLElement> {
  const latestFallback = useRef(fallback);
  useEffect(() => {
    latestFallback.current = fallback;
  });
  return useCallback((panel: HTMLElement | null) => {
    if (!panel) return;
    // The control in the panel that last had focus, while focus is in the panel.
    let focused: HTMLElement | undefined;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) focused = event.target;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !panel.contains(event.relatedTarget)) focused = undefined;
    };
    const observer = new MutationObserver(() => {
      // Only a removal takes focus back: a click on the page's background leaves the control connected.
      if (!focused || focused.isConnected || !focusLost()) return;
      const next = firstControl(panel);
      if (next) focusElement(next);
      focused = next;
    });
    panel.addEventListener('focusin', onFocusIn);
    panel.addEventListener('focusout', onFocusOut);
    observer.observe(panel, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      panel.removeEventListener('focusin', onFocusIn);
      panel.removeEventListener('focusout', onFocusOut);
      if (!focused) return;
      if (focused.isConnected) keepFocusOnRemoval(focused, { group: null, fallback: () => latestFallback.current() });
      else if (focusLost()) {
        const target = latestFallback.current();
        if (target) focusElement(target);
      }
    };
  }, []);
}
