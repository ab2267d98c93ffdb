/**
 * The app's one "after paint" helper: work that must not compete with what the screen is about to
 * show (a large download, a socket) waits for the page's first contentful paint (afterFirstPaint)
 * or, for a page shown later, for its next frame to be on screen (afterNextPaint).
 */

/** A hidden tab does not paint: after this long the page counts as painted anyway. */
const HIDDEN_TAB_WAIT_MS = 1000;

let painted = false;
let whenPainted: Promise<void> | undefined;

/** Where paints cannot be observed (a test's DOM, an old browser) the page counts as painted. */
const firstContentfulPaintSeen = () =>
  typeof PerformanceObserver === 'undefined' ||
  !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
  performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');

/** Resolves once the page has painted its first content. */
export function afterFirstPaint(): Promise<void> {
  whenPainted ??= new Promise<void>((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    if (firstContentfulPaintSeen()) return done();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(done, HIDDEN_TAB_WAIT_MS);
  });
  return whenPainted;
}

/**
 * Resolves once the next frame is on screen: its frame callback, then the next frame's, then a
 * task. One frame is not enough: the main thread has painted it, but the screen may show it a
 * little later, and a download started in between competes with what that frame shows.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** True once the page has painted its first content (or paints cannot be observed). */
export const hasPainted = () => painted || firstContentfulPaintSeen();
