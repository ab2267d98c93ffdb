import { z } from 'zod';

// The app's Content-Security-Policy has no 'unsafe-eval', so zod cannot compile its fast parsers
// with `new Function` anyway; without this, its probe for eval is refused and the browser reports
// a CSP violation on every page that validates a reply. Every module takes zod from here, so the
// setting is made before any schema runs (eslint forbids importing 'zod' elsewhere).
z.config({ jitless: true });

export * from 'zod';
