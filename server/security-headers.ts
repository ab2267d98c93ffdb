/**
 * Browser features the app uses: clipboard writes (the copy buttons). Everything else a page
 * could ask for is off. clipboard-read keeps its default (this origin, behind the browser's own
 * prompt): the app never reads the clipboard, and the end-to-end check of the copy button reads
 * it back.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-write=(self)',
].join(', ');

/** Where browsers send CSP violation reports (server/csp-report.ts answers it on every deployment). */
export const CSP_REPORT_PATH = '/csp-report';
/** The Reporting-Endpoints group the CSP's report-to names. */
export const CSP_REPORT_GROUP = 'csp-endpoint';
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * The header version of the page's CSP: a <meta> can carry neither frame-ancestors nor a report
 * destination, a header can. report-to is the Reporting API's group (Chromium, WebKit);
 * report-uri is for browsers without it (Firefox ESR), which ignore report-to.
 */
export const headerCsp = (csp: string) => `${csp.replace(/;\s*$/, '')}; frame-ancestors 'none'; report-uri ${CSP_REPORT_PATH}; report-to ${CSP_REPORT_GROUP}`;

export const HSTS = 'max-age=31536000';

/**
 * The policy for service worker scripts. A worker obeys the CSP its script came with, and a
 * worker that passes a page's requests through (the demo's mock worker does) fetches the page's
 * images itself, so its connect-src also lists the page's img-src sources.
 */
export function workerCsp(csp: string): string {
  const directives = csp
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const sources = (name: string) =>
    directives
      .find((directive) => directive.split(/\s+/)[0] === name)
      ?.split(/\s+/)
      .slice(1) ?? [];
  const connect = [...new Set([...sources('connect-src'), ...sources('img-src')])];
  if (connect.length === 0) return csp;
  const others = directives.filter((directive) => directive.split(/\s+/)[0] !== 'connect-src');
  return [...others, `connect-src ${connect.join(' ')}`].join('; ');
}

/** The headers every response carries; Strict-Transport-Security only on a request that came over TLS. */
export function securityHeaders(csp: string): { always: Record<string, string>; tls: Record<string, string> } {
  return {
    always: {
      'Content-Security-Policy': headerCsp(csp),
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Reporting-Endpoints': REPORTING_ENDPOINTS,
    },
    tls: { 'Strict-Transport-Security': HSTS },
  };
}

/** Whether the request reached us over TLS: the connection itself, or a trusted proxy's X-Forwarded-Proto. */
export function cameOverTls(request: Request, trustProxy: boolean): boolean {
  if (request.url.startsWith('https:')) return true;
  if (!trustProxy) return false;
  const forwarded = request.headers.get('x-forwarded-proto');
  return forwarded?.split(',')[0]?.trim().toLowerCase() === 'https';
}
