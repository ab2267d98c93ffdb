import type { ZodType } from '../lib/zod.ts';
import { buildConfig } from '../config/env.ts';
import { demoWorkerReady } from './demo-gate.ts';
import { describeErrorBody, type ErrorBodyFields } from './describe-error-body.ts';
import { UpstreamError, parseRetryAfter } from './errors.ts';
import { maskUrl } from './mask.ts';
import { classifyBody, htmlSummary } from './read-body.ts';
import { logRequestEnd, logRequestStart } from './request-log.ts';
import { zodDetails, zodSummary } from './zod-details.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions<T> {
  service: string;
  url: string;
  file: File;
  /** Multipart part name of the file. */
  fieldName?: string;
  fields?: Record<string, string>;
  schema: ZodType<T>;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Fails when no byte moves for this long (a total timeout would kill large uploads). */
  idleTimeoutMs?: number;
  inBandError?: (body: unknown) => ErrorBodyFields | undefined;
}

/**
 * Multipart upload with real progress events. XMLHttpRequest is used because fetch has no
 * upload progress; the File is handed to FormData, so the browser streams it from disk.
 */
export function uploadFile<T>(options: UploadOptions<T>): Promise<{ data: T; status: number }> {
  const ready = import.meta.env.VITE_MSW === '1' ? demoWorkerReady() : undefined;
  if (!ready) return send(options);
  const refused = (cause: unknown) => {
    throw new UpstreamError({
      kind: 'network',
      message: 'The demo mock worker did not start',
      service: options.service,
      request: { method: 'POST', url: maskUrl(options.url) },
      cause,
    });
  };
  return ready.then(() => send(options), refused);
}

function send<T>(options: UploadOptions<T>): Promise<{ data: T; status: number }> {
  const fieldName = options.fieldName ?? 'file';
  const shown = { method: 'POST', url: maskUrl(options.url) };
  const logId = logRequestStart({
    service: options.service,
    method: 'POST',
    url: shown.url,
    headers: { Accept: 'application/json' },
    bodyNote: `-F '${fieldName}=@${options.file.name.replaceAll("'", '')}'`,
  });
  const idleTimeoutMs = options.idleTimeoutMs ?? buildConfig.httpTimeoutMs * 2;

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const fail = (init: Omit<ConstructorParameters<typeof UpstreamError>[0], 'service' | 'request'>) => {
      cleanup();
      logRequestEnd(options.service, logId, { status: init.status, outcome: 'error', errorKind: init.kind });
      reject(new UpstreamError({ ...init, service: options.service, request: shown }));
    };
    const armIdleTimer = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, idleTimeoutMs);
    };
    const onAbortSignal = () => xhr.abort();
    const cleanup = () => {
      clearTimeout(idleTimer);
      options.signal?.removeEventListener('abort', onAbortSignal);
    };

    xhr.open('POST', options.url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      armIdleTimer();
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : options.file.size });
    };
    xhr.onprogress = armIdleTimer;
    xhr.onerror = () => fail({ kind: 'network', message: `Could not reach ${new URL(options.url).host}` });
    xhr.onabort = () => {
      if (timedOut) {
        fail({ kind: 'timeout', message: `The upload stalled for ${Math.round(idleTimeoutMs / 1000)} s` });
        return;
      }
      cleanup();
      logRequestEnd(options.service, logId, { outcome: 'aborted' });
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    xhr.onload = () => {
      const body = classifyBody(xhr.responseText, xhr.getResponseHeader('content-type'));
      const rawBody = body.text.slice(0, 2000) || undefined;
      if (xhr.status < 200 || xhr.status >= 300) {
        const described = body.kind === 'json' ? describeErrorBody(body.value) : undefined;
        fail({
          kind: xhr.status === 429 ? 'rate-limited' : 'http',
          message: `HTTP ${xhr.status}${body.kind === 'html' ? ' (an HTML error page)' : ''}`,
          status: xhr.status,
          code: described?.code,
          upstreamMessage: described?.message ?? (body.kind === 'html' ? htmlSummary(body.text) || undefined : undefined),
          details: described?.details,
          retryAfterMs: parseRetryAfter(xhr.getResponseHeader('retry-after')),
          rawBody,
        });
        return;
      }
      if (body.kind !== 'json') {
        fail({ kind: 'invalid-response', message: `The reply is not JSON (${body.kind})`, status: xhr.status, rawBody });
        return;
      }
      const inBand = options.inBandError?.(body.value);
      if (inBand) {
        fail({
          kind: 'upstream',
          message: inBand.message ?? 'The service refused the file',
          code: inBand.code,
          upstreamMessage: inBand.message,
          status: xhr.status,
          rawBody,
        });
        return;
      }
      const parsed = options.schema.safeParse(body.value);
      if (!parsed.success) {
        fail({ kind: 'invalid-response', message: zodSummary(parsed.error), details: zodDetails(parsed.error), status: xhr.status, rawBody });
        return;
      }
      cleanup();
      logRequestEnd(options.service, logId, { status: xhr.status, outcome: 'ok' });
      resolve({ data: parsed.data, status: xhr.status });
    };

    if (options.signal?.aborted) {
      cleanup();
      logRequestEnd(options.service, logId, { outcome: 'aborted' });
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', onAbortSignal);
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append(fieldName, options.file, options.file.name);
    armIdleTimer();
    xhr.send(form);
  });
}
