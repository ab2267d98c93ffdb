/**
 * What a journey does with a browser, the same over WebDriver BiDi (Firefox) and classic W3C
 * WebDriver (WebKitGTK). In-page code is a function's source text, called with JSON arguments;
 * its (awaited) result comes back through JSON.
 */
export interface Driver {
  readonly engine: string;
  readonly version: string;
  /** Whether Enter on a focused button clicks it under this driver (see firefox.ts). */
  readonly keysClickButtons: boolean;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  evaluate<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** A real pointer click in the middle of the first element matching the CSS selector. */
  click(selector: string): Promise<void>;
  /** Key presses sent to the focused element: text, or WebDriver key codes (KEYS below). */
  keys(text: string): Promise<void>;
  setFiles(selector: string, paths: string[]): Promise<void>;
  screenshot(): Promise<Buffer>;
  /** Uncaught errors, unhandled rejections and CSP violations seen since the last call. */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

export const KEYS = { enter: '\uE007', tab: '\uE004', backspace: '\uE003', end: '\uE010', escape: '\uE00C' } as const;

/**
 * Collects the page's problems on the page itself: uncaught errors, unhandled rejections, CSP
 * violations. Firefox runs it before the page's scripts (a preload script); WebKit after each load.
 */
export const PROBLEM_LISTENER = `() => {
  if (window.__enginesProblems) return;
  const seen = (window.__enginesProblems = []);
  addEventListener('error', (event) => seen.push('uncaught: ' + (event.message || String(event.error))));
  addEventListener('unhandledrejection', (event) => seen.push('unhandled rejection: ' + ((event.reason && event.reason.message) || String(event.reason))));
  document.addEventListener('securitypolicyviolation', (event) => seen.push('CSP: ' + event.effectiveDirective + ' ' + event.blockedURI + ' ' + (event.sample || '')));
}`;

export const TAKE_PROBLEMS = `() => (window.__enginesProblems || []).splice(0)`;

/** A function source called with arguments, its result as JSON text (undefined as null). */
export const callSource = (fn: string, args: unknown[]) =>
  `Promise.resolve((${fn})(...${JSON.stringify(args)})).then((value) => JSON.stringify(value === undefined ? null : value))`;
