import { expect, type Page } from '@playwright/test';
import { median, percentile, report, round } from './report.ts';

/** One frame at 60 Hz: every keystroke's result should be on screen within it. */
export const FRAME_MS = 16;

export interface KeystrokeRun {
  /** The text box typed into (it gets the input events). */
  input: string;
  /** What the keystroke changes: the first change inside it ends the timing. */
  watch: string;
  /** Each word is typed one letter at a time, then cleared. */
  words: readonly string[];
  /**
   * Nodes whose arrival or removal is not the keystroke's result: a decorative image that fails to
   * load (the bench has no network) is swapped for its fallback whenever the failure lands, which
   * may be during a later keystroke that changed nothing. A change that only adds or removes such
   * nodes does not end the timing.
   */
  unrelated?: string;
}

/**
 * Types words one key at a time, as a person would, and times each keystroke in the page from
 * the input event to the first change of the watched element (a MutationObserver is called in the
 * microtask after the DOM changes, so a synchronous render counts whole and a deferred or debounced
 * one counts until it lands). A keystroke that changes nothing there counts the work done in the
 * event itself, up to its first microtask.
 */
export async function timeKeystrokes(page: Page, run: KeystrokeRun) {
  // The words are typed twice and the pass with the lower p95 counts: on a shared machine another
  // process can stall a keystroke or two, and it only ever adds time.
  const passes = [await typeWords(page, run), await typeWords(page, run)];
  const timings = passes.reduce((best, pass) => (percentile(pass, 95) < percentile(best, 95) ? pass : best));
  return {
    keystrokes: timings.length,
    medianMs: round(median(timings)),
    p95Ms: round(percentile(timings, 95)),
    otherPassP95Ms: round(Math.max(...passes.map((pass) => percentile(pass, 95)))),
    maxMs: round(Math.max(...timings)),
    /** The three slowest keystrokes, slowest first: a p95 far above the median shows here. */
    slowestMs: [...timings]
      .sort((a, b) => b - a)
      .slice(0, 3)
      .map((value) => round(value)),
  };
}

function typeWords(page: Page, run: KeystrokeRun): Promise<number[]> {
  return page.evaluate(async ({ input: inputSelector, watch, words, unrelated }) => {
    const input = document.querySelector<HTMLInputElement>(inputSelector)!;
    const watched = document.querySelector(watch)!;
    // A person clicks into the box first, which brings it on screen.
    input.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const results: number[] = [];
    for (const word of words) {
      for (const text of [...[...word].map((_, index) => word.slice(0, index + 1)), '']) {
        let changedAt: number | undefined;
        let changed: () => void = () => undefined;
        const change = new Promise<void>((resolve) => (changed = resolve));
        const isUnrelated = (node: Node) => unrelated !== undefined && node instanceof Element && node.matches(unrelated);
        const observer = new MutationObserver((records) => {
          const caused = records.some((record) => record.type !== 'childList' || ![...record.addedNodes, ...record.removedNodes].every(isUnrelated));
          if (!caused) return;
          changedAt ??= performance.now();
          changed();
        });
        observer.observe(watched, { childList: true, characterData: true, subtree: true, attributes: true });
        const start = performance.now();
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await Promise.resolve();
        const eventDone = performance.now();
        await Promise.race([change, new Promise((resolve) => setTimeout(resolve, 500))]);
        observer.disconnect();
        results.push((changedAt ?? eventDone) - start);
        // Between keys: a brisk typist's pace, shorter than any debounce of a URL write.
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
    }
    return results;
  }, run);
}

/** Prints and keeps a keystroke bench's figures (report.ts), after what the bench adds about its page. */
export function reportKeystrokes(name: string, page: Record<string, unknown>, typed: Awaited<ReturnType<typeof timeKeystrokes>>, alsoBudgeted = '') {
  report(name, { ...page, ...typed, budget: `p95 <= ${FRAME_MS} ms (one frame)${alsoBudgeted}` });
}

/**
 * A keystroke bench's whole run: types `run`, prints its figures after the page's own (`page`),
 * and fails when the p95 keystroke takes longer than one frame.
 */
export async function expectKeystrokesWithinFrame(page: Page, name: string, run: KeystrokeRun, figures: Record<string, unknown>) {
  const typed = await timeKeystrokes(page, run);
  reportKeystrokes(name, figures, typed);
  expect(typed.p95Ms).toBeLessThanOrEqual(FRAME_MS);
  return typed;
}
