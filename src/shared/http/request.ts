import type { ZodType } from '../lib/zod.ts';
import { buildConfig } from '../config/env.ts';
import { demoResponder } from './demo-gate.ts';
import { describeErrorBody, type ErrorBodyFields } from './describe-error-body.ts';
import { cspBlocksConnect } from '../lib/csp.ts';
import { CSP_BLOCKED, proxyFailureCode, UpstreamError, parseRetryAfter } from './errors.ts';
import { maskHeaders, maskText, maskUrl } from './mask.ts';
import { classifyBody, htmlSummary, type ReadBody } from './read-body.ts';
import { logRequestEnd, logRequestStart } from './request-log.ts';
import { zodDetails, zodSummary } from './zod-details.ts';

export interface RequestOptions<T> {
  service: string;
  url: string | URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body; sets Content-Type. */
  json?: unknown;
  schema: ZodType<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Reads this service's error body when the shared reader is not enough. */
  describeError?: (body: unknown, status: number) => ErrorBodyFields | undefined;
  /** Finds an error reported inside a 2xx reply (GraphQL `errors`, `status: "error"`...). */
  inBandError?: (body: unknown) => ErrorBodyFields | undefined;
  /** Upstream the proxy forwards to, for the request inspector. */
  viaProxyTo?: string;
  /** Values to mask wherever they would be shown (keys sent in the query or headers). */
  secrets?: string[];
}

export interface HttpResult<T> {
  data: T;
  status: number;
  headers: Headers;
}

const RAW_LIMIT = 2000;

/**
 * The only place the app calls fetch. Adds a timeout to the caller's signal, reads JSON,
 * empty and HTML bodies, validates with zod and turns every failure into one UpstreamError.
 */
export async function request<T>(options: RequestOptions<T>): Promise<HttpResult<T>> {
  const url = String(options.url);
  const method = options.method ?? (options.json === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(options.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  const secrets = options.secrets ?? [];
  const shown = { method, url: maskText(maskUrl(url), secrets) };
  const fail = (init: Omit<ConstructorParameters<typeof UpstreamError>[0], 'service' | 'request'>) =>
    new UpstreamError({ ...init, service: options.service, request: shown });

  const logId = logRequestStart({
    service: options.service,
    method,
    url: shown.url,
    headers: maskHeaders(headers),
    bodyNote: options.json === undefined ? undefined : `--data-raw '${JSON.stringify(options.json).replaceAll("'", "'\\''")}'`,
    viaProxyTo: options.viaProxyTo,
  });

  const controller = new AbortController();
  let timedOut = false;
  const timeoutMs = options.timeoutMs ?? buildConfig.httpTimeoutMs;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort);

  let status: number | undefined;
  try {
    let response: Response;
    let body: ReadBody;
    try {
      const init: RequestInit = {
        method,
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        signal: controller.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      };
      // Inside the try: mocks that failed to load read as a network error.
      const respond = import.meta.env.VITE_MSW === '1' ? await demoResponder() : undefined;
      response = respond ? await respond(new Request(url, init)) : await fetch(url, init);
      status = response.status;
      body = classifyBody(await response.text(), response.headers.get('content-type'));
    } catch (cause) {
      if (timedOut) {
        throw fail({ kind: 'timeout', message: `No reply within ${Math.round(timeoutMs / 1000)} s`, cause });
      }
      if (options.signal?.aborted) throw cause;
      throw fail({
        kind: 'network',
        // A URL the page's policy does not list never left the browser: the service is not at fault.
        code: cspBlocksConnect(url) ? CSP_BLOCKED : undefined,
        message: `Could not reach ${new URL(url, window.location.href).host}`,
        cause,
      });
    }

    const rawBody = body.text ? maskText(body.text.slice(0, RAW_LIMIT), secrets) : undefined;
    const fields = () =>
      body.kind === 'json'
        ? (options.describeError?.(body.value, response.status) ?? describeErrorBody(body.value))
        : body.kind === 'html'
          ? { message: htmlSummary(body.text) || undefined }
          : body.kind === 'text'
            ? { message: body.text.slice(0, 200) }
            : undefined;

    if (!response.ok) {
      const described = fields();
      const rateLimited = response.status === 429;
      throw fail({
        kind: rateLimited ? 'rate-limited' : 'http',
        message: `HTTP ${response.status}${body.kind === 'html' ? ' (an HTML error page)' : ''}`,
        status: response.status,
        code: proxyFailureCode(response.headers) ?? described?.code,
        upstreamMessage: described?.message && maskText(described.message, secrets),
        details: described?.details,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
        rawBody,
      });
    }

    if (body.kind === 'html' || body.kind === 'malformed-json' || body.kind === 'text') {
      const message =
        body.kind === 'html'
          ? 'The service answered with an HTML page instead of JSON'
          : body.kind === 'malformed-json'
            ? `The reply is not valid JSON (${body.reason})`
            : 'The reply is plain text, not JSON';
      throw fail({ kind: 'invalid-response', message, status: response.status, rawBody });
    }

    const value = body.kind === 'json' ? body.value : undefined;
    const inBand = options.inBandError?.(value);
    if (inBand) {
      throw fail({
        kind: 'upstream',
        message: inBand.message ?? 'The service reported an error',
        status: response.status,
        code: inBand.code,
        upstreamMessage: inBand.message,
        details: inBand.details,
        rawBody,
      });
    }

    const parsed = options.schema.safeParse(value);
    if (!parsed.success) {
      throw fail({
        kind: 'invalid-response',
        message: body.kind === 'empty' ? 'The service sent an empty reply' : zodSummary(parsed.error),
        status: response.status,
        details: zodDetails(parsed.error),
        rawBody,
      });
    }

    logRequestEnd(options.service, logId, { status, outcome: 'ok' });
    return { data: parsed.data, status: response.status, headers: response.headers };
  } catch (error) {
    const aborted = !(error instanceof UpstreamError) && options.signal?.aborted;
    logRequestEnd(options.service, logId, {
      status,
      outcome: aborted ? 'aborted' : 'error',
      errorKind: error instanceof UpstreamError ? error.kind : undefined,
    });
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

export async function requestJson<T>(options: RequestOptions<T>): Promise<T> {
  return (await request(options)).data;
}
