import type { ZodType } from '../lib/zod.ts';
import { buildConfig } from '../config/env.ts';
import { cspBlocksConnect } from '../lib/csp.ts';
import { demoResponder } from './demo-gate.ts';
import type { ErrorBodyFields } from './describe-error-body.ts';
import { CSP_BLOCKED, UpstreamError } from './errors.ts';
import { maskHeaders, maskText, maskUrl } from './mask.ts';
import { classifyBody } from './read-body.ts';
import { httpFailure, readReply, type ErrorBodyReader, type Failure, type Reply } from './reply.ts';
import { logRequestEnd, logRequestStart } from './request-log.ts';
import { resolveTarget, type EndpointTarget } from './target.ts';

export type { EndpointTarget } from './target.ts';
export type { ErrorBodyReader } from './reply.ts';

interface CommonOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body; sets Content-Type. */
  json?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The slice's reader of its upstream's error body; the generic reader is the fallback. */
  describeError?: ErrorBodyReader;
  /** Further values to mask wherever they would be shown (the endpoint's key always is). */
  secrets?: string[];
}

/** A JSON reply, validated by `schema`. */
export type RequestOptions<T> = CommonOptions &
  EndpointTarget & {
    schema: ZodType<T>;
    /** Finds an error reported inside a 2xx reply (GraphQL `errors`, `status: "error"`...). */
    inBandError?: (body: unknown) => ErrorBodyFields | undefined;
    read?: 'json';
  };

/** The raw bytes of a 2xx reply as a stream, never read whole (downloads); failures are read like any other. */
export type StreamRequestOptions = CommonOptions & EndpointTarget & { read: 'stream'; accept?: string };

export interface HttpResult<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface StreamResult {
  body: ReadableStream<Uint8Array>;
  status: number;
  headers: Headers;
}

/**
 * With its upload variant (upload.ts), the only code that calls the network outside the service
 * worker and the demo: it sends to an endpoint's path, adds a timeout to the caller's signal, goes
 * through the demo mocks in demo builds, logs for the request inspector, reads JSON, empty and HTML
 * bodies, validates with zod and turns every failure into one UpstreamError.
 */
export function request<T>(options: RequestOptions<T>): Promise<HttpResult<T>>;
export function request(options: StreamRequestOptions): Promise<StreamResult>;
export async function request<T>(options: RequestOptions<T> | StreamRequestOptions): Promise<HttpResult<T> | StreamResult> {
  const target = resolveTarget(options, options.secrets);
  const { service, url, secrets } = target;
  const stream = options.read === 'stream';
  const method = options.method ?? (options.json === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    Accept: stream ? (options.accept ?? 'application/octet-stream') : 'application/json',
    ...(options.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  const shown = { method, url: maskText(maskUrl(url), secrets) };
  const fail = (init: Failure) => new UpstreamError({ ...init, service, request: shown });

  const logId = logRequestStart({
    service,
    method,
    url: shown.url,
    headers: maskHeaders(headers),
    bodyNote: options.json === undefined ? undefined : `--data-raw '${JSON.stringify(options.json).replaceAll("'", "'\\''")}'`,
    viaProxyTo: target.viaProxyTo,
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
    let reply: Reply;
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
      const response = respond ? await respond(new Request(url, init)) : await fetch(url, init);
      status = response.status;
      if (stream && response.ok && response.body && !/text\/html/i.test(response.headers.get('content-type') ?? '')) {
        logRequestEnd(service, logId, { status, outcome: 'ok' });
        return { body: response.body, status, headers: response.headers };
      }
      reply = { status, headers: response.headers, body: classifyBody(await response.text(), response.headers.get('content-type')) };
    } catch (cause) {
      if (timedOut) throw fail({ kind: 'timeout', message: `No reply within ${Math.round(timeoutMs / 1000)} s`, cause });
      if (options.signal?.aborted) throw cause;
      throw fail({
        kind: 'network',
        // A URL the page's policy does not list never left the browser: the service is not at fault.
        code: cspBlocksConnect(url) ? CSP_BLOCKED : undefined,
        message: `Could not reach ${new URL(url, window.location.href).host}`,
        cause,
      });
    }

    if (options.read === 'stream') {
      // A 2xx here is an HTML page where bytes were asked for: a host's "no such file" page, say.
      throw fail(
        reply.status < 300
          ? {
              kind: 'invalid-response',
              message: reply.body.kind === 'html' ? 'The service answered with an HTML page instead of the file' : 'The service sent no file',
              status: reply.status,
            }
          : httpFailure(reply, options.describeError, secrets),
      );
    }
    const read = readReply(reply, { schema: options.schema, describeError: options.describeError, inBandError: options.inBandError, secrets });
    if ('failure' in read) throw fail(read.failure);
    logRequestEnd(service, logId, { status, outcome: 'ok' });
    return { data: read.data, status: reply.status, headers: reply.headers };
  } catch (error) {
    const aborted = !(error instanceof UpstreamError) && options.signal?.aborted;
    logRequestEnd(service, logId, {
      status,
      outcome: aborted ? 'aborted' : 'error',
      errorKind: error instanceof UpstreamError ? error.kind : undefined,
    });
    throw error;
  } finally {
    clearTimeout(timer);
    // A stream keeps following the caller's signal while it is read.
    if (!stream) options.signal?.removeEventListener('abort', forwardAbort);
  }
}

export async function requestJson<T>(options: RequestOptions<T>): Promise<T> {
  return (await request(options)).data;
}
