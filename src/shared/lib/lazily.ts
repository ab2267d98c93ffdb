/**
 * A value built on first use, not at import. Intl formatters use it: the first Intl object of a
 * page loads the locale data, a long task on a slow phone that no page should pay before it
 * paints, and a module's formatters are often needed only once its data arrives.
 */
export const lazily = <T>(create: () => T) => {
  let value: T | undefined;
  return () => (value ??= create());
};
