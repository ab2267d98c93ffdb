/**
 * The Trusted Types policies the pages may create, which the CSP's `trusted-types` directive
 * names (scripts/vite/csp.ts). Each one is the only way to its sink:
 * - `dompurify`: DOMPurify's own policy (src/services/jobs/lib/sanitize-description.ts). DOMPurify
 *   creates it to parse the untrusted description and to hand back its output as TrustedHTML
 *   (RETURN_TRUSTED_TYPE), so the job description is the one HTML the app sets from a string.
 * - `dashboard-script-url`: the app's worker scripts (./worker-script-url.ts), for
 *   navigator.serviceWorker.register: the app's service worker and, in demo builds, MSW's.
 */
export const TRUSTED_TYPE_POLICIES = ['dompurify', 'dashboard-script-url'] as const;

export const SCRIPT_URL_POLICY = 'dashboard-script-url' satisfies (typeof TRUSTED_TYPE_POLICIES)[number];

/** The only scripts a page starts as workers. */
export const WORKER_SCRIPT_URLS = ['/sw.js', '/mockServiceWorker.js'] as const;
export type WorkerScriptUrl = (typeof WORKER_SCRIPT_URLS)[number];
