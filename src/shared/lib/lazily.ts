/**
 * A value built on first use, not at import. Intl collators and display names use it: the first
 * Intl object of a page loads the locale data, a long task on a slow phone, and a module's
 * formatters are often needed only once its data arrives, or never on the page that loaded it
 * (the overview loads every slice's data module for its status cards).
 */
export const lazily = <T>(create: () => T) => {
  let value: T | undefined;
  return () => (value ??= create());
};
