let pending: { path: string; leaving: Element | null } | undefined;

export const mainHeading = () => document.querySelector('main h1');

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
 * The arrival waiting for the page at `pathname`, taken once: the heading on screen when the
 * page was left, which the new page's heading is not.
 */
export function takeArrival(pathname: string): { leaving: Element | null } | undefined {
  const wanted = pending;
  if (!wanted || wanted.path !== pathname) return undefined;
  pending = undefined;
  return wanted;
}
