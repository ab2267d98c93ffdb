/**
 * What a journey does with a browser. firefox.ts implements it with puppeteer-core (WebDriver
 * BiDi), webkit.ts with WebdriverIO (classic W3C WebDriver); the journeys see only this.
 *
 * In-page code is a function's source text, called with JSON arguments: tsx compiles the suite
 * with esbuild's keepNames, and a real function's source would call its `__name` helper, which
 * the page lacks.
 */
export interface PageTools {
  readonly engine: string;
  readonly version: string;
  /**
   * Whether Enter on a focused button clicks it. Firefox's driven document never has the focus
   * (document.hasFocus() is false, headless or in a window on Xvfb): BiDi's key actions reach a
   * focused button (keydown and keypress arrive) and Firefox does not click it.
   */
  readonly keysPressButtons: boolean;
  /** Opens a path of the app, or a whole URL, and waits for its load event. */
  goto(pathOrUrl: string): Promise<void>;
  reload(): Promise<void>;
  evaluate<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** A real pointer click in the middle of the first element matching the CSS selector. */
  click(selector: string): Promise<void>;
  /** Clicks the field, then types the text one key at a time, as a person does. */
  type(selector: string, text: string): Promise<void>;
  /** Presses Enter on the focused element. */
  pressEnter(): Promise<void>;
  setFiles(selector: string, paths: string[]): Promise<void>;
  screenshot(): Promise<Uint8Array>;
  /** Uncaught errors, unhandled rejections and CSP violations seen since the last call. */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Reports the page's problems: uncaught errors, unhandled rejections, CSP violations (the
 * Trusted Types refusals among them). Each adapter runs it in the page and reads `report`'s
 * output with its library: Firefox before the page's scripts (a preload script, reporting to the
 * console), WebKit after each load (classic WebDriver has no earlier hook; kept in the page).
 */
export const PROBLEM_LISTENER = `(report) => {
  if (window.__enginesProblems) return;
  window.__enginesProblems = [];
  const seen = (problem) => report === 'console' ? console.error('[e2e:engines] ' + problem) : window.__enginesProblems.push(problem);
  addEventListener('error', (event) => seen('uncaught: ' + (event.message || String(event.error))));
  addEventListener('unhandledrejection', (event) => seen('unhandled rejection: ' + ((event.reason && event.reason.message) || String(event.reason))));
  document.addEventListener('securitypolicyviolation', (event) => seen('CSP: ' + event.effectiveDirective + ' ' + event.blockedURI + ' ' + (event.sample || '')));
}`;
export const PROBLEM_PREFIX = '[e2e:engines] ';
export const TAKE_PROBLEMS = `() => (window.__enginesProblems || []).splice(0)`;

/** `fn`'s source called with `args`, as one expression. */
export const callExpression = (fn: string, args: unknown[]) => `(${fn})(...${JSON.stringify(args)})`;

/**
 * Polls `fn` in the page until it returns something truthy; fails naming `what` and the last
 * value. The poll runs here, not in the page: puppeteer's waitForFunction builds its predicate
 * with `new Function` in the page, which the app's CSP refuses (and reports as a violation).
 */
export async function waitFor<T>(page: PageTools, what: string, fn: string, args: unknown[] = [], timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await page.evaluate<T>(fn, ...args);
      if (last) return last as T;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${JSON.stringify(last)?.slice(0, 300)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits for the page's text to match. */
export function waitForText(page: PageTools, pattern: RegExp | string, timeoutMs?: number) {
  const source = typeof pattern === 'string' ? pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : pattern.source;
  return waitFor<string>(
    page,
    `the page shows ${pattern}`,
    `(source, flags) => new RegExp(source, flags).exec(document.body.innerText)?.[0]`,
    [source, typeof pattern === 'string' ? '' : pattern.flags],
    timeoutMs,
  );
}

/**
 * Marks the first visible element matching `selector` whose accessible text (aria-label, its
 * labels, or its text) contains `text` (or equals it when `exact`), and returns a CSS selector for
 * it. One lookup for both engines: puppeteer's aria selectors read Firefox's accessibility tree,
 * while WebdriverIO's aria/ over classic WebDriver is an XPath guess, and the same journey would
 * find other elements in each.
 */
const MARK = `(selector, text, exact) => {
  const nameOf = (element) => [element.getAttribute('aria-label'), ...[...(element.labels || [])].map((label) => label.textContent), element.textContent]
    .filter(Boolean).map((name) => name.replace(/\\s+/g, ' ').trim());
  const found = [...document.querySelectorAll(selector)].find((element) =>
    (element.getClientRects().length > 0 || element.type === 'file' || element.type === 'checkbox') &&
    nameOf(element).some((name) => (exact ? name === text : name.includes(text))));
  if (!found) return null;
  window.__enginesMarks = (window.__enginesMarks || 0) + 1;
  found.setAttribute('data-engines', String(window.__enginesMarks));
  return '[data-engines="' + window.__enginesMarks + '"]';
}`;

/** A selector for the element a person would name by `text` (see MARK), waiting for it to appear. */
export function find(page: PageTools, selector: string, text: string, exact = false, timeoutMs?: number) {
  return waitFor<string>(page, `${selector} named "${text}"`, MARK, [selector, text, exact], timeoutMs);
}

export async function clickNamed(page: PageTools, selector: string, text: string, exact = false) {
  await page.click(await find(page, selector, text, exact));
}

/** Focuses an element without clicking it (for keyboard journeys). */
export function focus(page: PageTools, selector: string) {
  return page.evaluate(`(selector) => document.querySelector(selector).focus()`, selector);
}
