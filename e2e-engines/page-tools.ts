import type { Driver } from './driver.ts';

/**
 * Marks the first visible element matching `selector` whose accessible text (aria-label, its
 * labels, or its text) contains `text` (or equals it when `exact`), and returns a CSS selector for
 * it: journeys find what a person sees by its words, as the Playwright specs do by role and name.
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

export class PageTools {
  constructor(
    readonly driver: Driver,
    readonly app: string,
  ) {}

  goto(path: string) {
    return this.driver.goto(new URL(path, this.app).href);
  }

  /** Polls `fn` in the page until it returns something truthy; fails naming `what` and the last value. */
  async waitFor<T>(what: string, fn: string, args: unknown[] = [], timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        last = await this.driver.evaluate<T>(fn, ...args);
        if (last) return last as T;
      } catch (error) {
        last = error instanceof Error ? error.message : error;
      }
      if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${JSON.stringify(last)?.slice(0, 300)})`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Waits for the page's text to match. */
  waitForText(pattern: RegExp | string, timeoutMs?: number) {
    const source = typeof pattern === 'string' ? pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : pattern.source;
    return this.waitFor<string>(
      `the page shows ${pattern}`,
      `(source, flags) => new RegExp(source, flags).exec(document.body.innerText)?.[0]`,
      [source, typeof pattern === 'string' ? '' : pattern.flags],
      timeoutMs,
    );
  }

  /** A selector for the element a person would name by `text` (see MARK), waiting for it to appear. */
  find(selector: string, text: string, exact = false, timeoutMs?: number) {
    return this.waitFor<string>(`${selector} named "${text}"`, MARK, [selector, text, exact], timeoutMs);
  }

  async clickNamed(selector: string, text: string, exact = false) {
    await this.driver.click(await this.find(selector, text, exact));
  }

  /** Clicks the field, then types one key at a time, as a person does. */
  async typeInto(selector: string, text: string) {
    await this.driver.click(selector);
    for (const character of text) await this.driver.keys(character);
  }

  /** Focuses an element without clicking it (for keyboard journeys). */
  focus(selector: string) {
    return this.driver.evaluate(`(selector) => document.querySelector(selector).focus()`, selector);
  }

  path() {
    return this.driver.evaluate<string>(`() => location.pathname + location.search`);
  }
}
