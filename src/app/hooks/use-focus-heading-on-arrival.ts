import { useEffect, useState } from 'react';
import { mainHeading, takeArrival } from '../focus-on-arrival.ts';

/** Long enough for a page's code to download on a slow phone; after that focus stays where it is. */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * Focuses the main heading of the page arrived at, once it is rendered (its code may still be
 * loading), and returns the sentence that announces the new page's title.
 */
export function useFocusHeadingOnArrival(pathname: string): string {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const wanted = takeArrival(pathname);
    if (!wanted) return;
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
