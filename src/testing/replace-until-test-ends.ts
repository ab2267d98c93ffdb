import { onTestFinished } from 'vitest';

/**
 * Gives `target[key]` a stand-in (what jsdom lacks, or what a test watches) until the running test
 * ends, then puts back what was there, or nothing: test files share one jsdom (vitest.config.ts), so
 * a stand-in left behind would reach the next file.
 */
export function replaceUntilTestEnds(target: object, key: PropertyKey, value: unknown) {
  const original = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  onTestFinished(() => {
    if (original) Object.defineProperty(target, key, original);
    else Reflect.deleteProperty(target, key);
  });
}
