import { useEffect, useState } from 'react';

/** Long enough for a page's code to download on a slow phone; after that focus stays where it is. */
const WAIT_FOR_HEADING_MS = 10_000;

let pending: { path: string; leaving: Element | null } | undefined;

const mainHeading = () => document.querySelector('main h1');

/**
 * A page was chosen from a place that goes away once it is used (the palette, the phone menu):
 * focus then moves to the new page's main heading instead of falling back to the page's body.
 */
export function focusHeadingOnArrival(to: string, fromPathname: string) {
  const path = new URL(to, 'http://app.invalid').pathname;
  // The page already shown is not arrived at: focus stays where it is.
  pending = path === fromPathname ? undefined : { path, leaving: mainHeading() };
}

/** Whether `to` leads away from the page at `fromPathname`. */
export const leavesPage = (to: string, fromPathname: string) => new URL(to, 'http://app.invalid').pathname !== fromPathname;

/**
 * Focuses the main heading of the page arrived at, once it is rendered (its code may still be
 * loading), and returns the sentence that announces the new page's title.
 */
export function useFocusHeadingOnArrival(pathname: string): string {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const wanted = pending;
    if (!wanted || wanted.path !== pathname) return;
    pending = undefined;
    const arrive = () => {
      const heading = mainHeading();
      if (!(heading instanceof HTMLElement) || heading === wanted.leaving) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      setAnnouncement(`${heading.textContent ?? ''} page`.trim());
      return true;
    };
    if (arrive()) return;
    const main = document.querySelector('main') ?? document.body;
    const observer = new MutationObserver(() => {
      if (arrive()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
  return announcement;
}
