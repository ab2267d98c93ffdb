/**
 * A value built on first use, not at import. Intl formatters use it: the first Intl object of a
 * page loads the locale data, a long task on a slow phone that no page should pay before it
 * paints, and a module's formatters are often needed only once its data arrives.
 *
 * Once the page has painted, `warmLazyValuesWhenIdle` builds the values of the modules loaded so
 * far (and of those loaded later), one per idle callback, so the render that shows a page's data
 * does not build them in its own task.
 */
export const lazily = <T>(create: () => T) => {
  let value: T | undefined;
  const get = () => (value ??= create());
  unbuilt.push(get);
  scheduleWarming();
  return get;
};

const unbuilt: (() => unknown)[] = [];
let warming = false;
let scheduled = false;

/** Starts building every lazily created value in idle time, one at a time. Safe to call more than once. */
export function warmLazyValuesWhenIdle(): void {
  warming = true;
  scheduleWarming();
}

function scheduleWarming() {
  if (!warming || scheduled || unbuilt.length === 0 || typeof window === 'undefined' || !window.requestIdleCallback) return;
  scheduled = true;
  window.requestIdleCallback(() => {
    scheduled = false;
    try {
      unbuilt.shift()?.();
    } catch {
      // A value its environment cannot build fails again, and is reported, where it is used.
    }
    scheduleWarming();
  });
}
