/**
 * The app's one "after paint" helper: work that must not compete with what the screen is about to
 * show (a large download, a socket) waits for the page's first contentful paint (afterFirstPaint)
 * or, for a page shown later, for its next frame to be on screen (afterNextPaint).
 */

import { useEffect, useState } from 'react';

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

/**
 * False until the page's first paint, then true (at once on pages shown later). A part that loads
 * more code waits for it, so that code neither delays the first paint nor adds its download to it.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(() => painted || firstContentfulPaintSeen());
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void afterFirstPaint().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}
