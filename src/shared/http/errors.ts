export type ErrorKind = 'network' | 'timeout' | 'http' | 'rate-limited' | 'invalid-response' | 'upstream';

export interface FieldDetail {
  /** Dotted path of the field (request parameter or reply field). */
  field: string;
  message: string;
}

export interface UpstreamErrorInit {
  service: string;
  kind: ErrorKind;
  message: string;
  status?: number;
  code?: string;
  upstreamMessage?: string;
  details?: FieldDetail[];
  retryAfterMs?: number;
  request?: { method: string; url: string };
  /** The start of the raw reply, for the details disclosure. Keys are already masked. */
  rawBody?: string;
  cause?: unknown;
}

/** The one error type every upstream failure becomes. */
export class UpstreamError extends Error {
  readonly service: string;
  readonly kind: ErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly upstreamMessage?: string;
  readonly details: FieldDetail[];
  readonly retryAfterMs?: number;
  readonly request?: { method: string; url: string };
  readonly rawBody?: string;

  constructor(init: UpstreamErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'UpstreamError';
    this.service = init.service;
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.upstreamMessage = init.upstreamMessage;
    this.details = init.details ?? [];
    this.retryAfterMs = init.retryAfterMs;
    this.request = init.request;
    this.rawBody = init.rawBody;
  }
}

/** `code` of a request the page's Content-Security-Policy stopped in the browser. */
export const CSP_BLOCKED = 'csp-blocked';

/** The same-origin proxy marks its own failures (`X-Proxy-Error: ENOTFOUND`): `code` is then `proxy:ENOTFOUND`. */
export const PROXY_FAILURE_PREFIX = 'proxy:';
export function proxyFailureCode(headers: Headers): string | undefined {
  const reason = headers.get('x-proxy-error')?.trim();
  return reason ? `${PROXY_FAILURE_PREFIX}${reason}` : undefined;
}

export const isUpstreamError = (error: unknown): error is UpstreamError => error instanceof UpstreamError;

/** Network trouble, timeouts, 5xx and 429 may pass; other 4xx and bad replies will not. */
export function isTransient(error: unknown): boolean {
  if (!isUpstreamError(error)) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'rate-limited':
      return true;
    case 'http':
      return (error.status ?? 0) >= 500;
    default:
      return false;
  }
}

/** Parses Retry-After: delta seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
