import { z } from 'zod/mini';

// zod/mini: the same parser as zod with functions in place of methods (`z.optional(s)`,
// `s.check(z.maxLength(3))`), so a bundle carries only what its schemas use; every data page
// loads zod before it paints.
// English messages ("Invalid input: expected string, received number") for the error panels.
// The app's Content-Security-Policy has no 'unsafe-eval', so zod cannot compile its fast parsers
// with `new Function` anyway; without `jitless`, its probe for eval is refused and the browser
// reports a CSP violation on every page that validates a reply. Every module takes zod from here,
// so the setting is made before any schema runs (eslint forbids importing 'zod' elsewhere).
z.config({ ...z.locales.en(), jitless: true });

export * from 'zod/mini';
/** Any schema whose output is `T`. */
export type ZodType<T = unknown> = z.ZodMiniType<T>;
export type ZodError = z.core.$ZodError;
