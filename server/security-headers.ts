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

/** The header version of the page's CSP: a <meta> cannot carry frame-ancestors, a header can. */
export const headerCsp = (csp: string) => `${csp.replace(/;\s*$/, '')}; frame-ancestors 'none'`;

export const HSTS = 'max-age=31536000';

/** The headers every response carries; Strict-Transport-Security only on a request that came over TLS. */
export function securityHeaders(csp: string): { always: Record<string, string>; tls: Record<string, string> } {
  return {
    always: {
      'Content-Security-Policy': headerCsp(csp),
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
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
