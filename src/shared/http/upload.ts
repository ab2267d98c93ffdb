import type { ZodType } from '../lib/zod.ts';
import { buildConfig } from '../config/env.ts';
import { demoWorkerReady } from './demo-gate.ts';
import type { ErrorBodyFields } from './describe-error-body.ts';
import { UpstreamError } from './errors.ts';
import { maskText, maskUrl } from './mask.ts';
import { classifyBody } from './read-body.ts';
import { readReply, type ErrorBodyReader, type Failure } from './reply.ts';
import { logRequestEnd, logRequestStart } from './request-log.ts';
import { resolveTarget, type EndpointTarget } from './target.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadOptions<T> = EndpointTarget & {
  file: File;
  /** Multipart part name of the file. */
  fieldName?: string;
  fields?: Record<string, string>;
  schema: ZodType<T>;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Fails when no byte moves for this long (a total timeout would kill large uploads). */
  idleTimeoutMs?: number;
  describeError?: ErrorBodyReader;
  inBandError?: (body: unknown) => ErrorBodyFields | undefined;
};

/** XHR's response headers as a Headers object, so one reader serves fetch and XHR replies. */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * The transport's upload variant: a multipart POST with real progress events, with request()'s
 * demo gate, log and error mapping. XMLHttpRequest is used because fetch has no upload progress;
 * the File is handed to FormData, so the browser streams it from disk.
 */
export function uploadFile<T>(options: UploadOptions<T>): Promise<{ data: T; status: number }> {
  const ready = import.meta.env.VITE_MSW === '1' ? demoWorkerReady() : undefined;
  if (!ready) return send(options);
  const target = resolveTarget(options);
  const refused = (cause: unknown) => {
    throw new UpstreamError({
      kind: 'network',
      message: 'The demo mock worker did not start',
      service: target.service,
      request: { method: 'POST', url: maskText(maskUrl(target.url), target.secrets) },
      cause,
    });
  };
  return ready.then(() => send(options), refused);
}

function send<T>(options: UploadOptions<T>): Promise<{ data: T; status: number }> {
  const { service, url, secrets, viaProxyTo } = resolveTarget(options);
  const fieldName = options.fieldName ?? 'file';
  const shown = { method: 'POST', url: maskText(maskUrl(url), secrets) };
  const logId = logRequestStart({
    service,
    method: 'POST',
    url: shown.url,
    headers: { Accept: 'application/json' },
    bodyNote: `-F '${fieldName}=@${options.file.name.replaceAll("'", '')}'`,
    viaProxyTo,
  });
  const idleTimeoutMs = options.idleTimeoutMs ?? buildConfig.httpTimeoutMs * 2;

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const fail = (init: Failure) => {
      cleanup();
      logRequestEnd(service, logId, { status: init.status, outcome: 'error', errorKind: init.kind });
      reject(new UpstreamError({ ...init, service, request: shown }));
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
    const cancelled = () => {
      cleanup();
      logRequestEnd(service, logId, { outcome: 'aborted' });
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };

    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      armIdleTimer();
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : options.file.size });
    };
    xhr.onprogress = armIdleTimer;
    xhr.onerror = () => fail({ kind: 'network', message: `Could not reach ${new URL(url).host}` });
    xhr.onabort = () => {
      if (timedOut) fail({ kind: 'timeout', message: `The upload stalled for ${Math.round(idleTimeoutMs / 1000)} s` });
      else cancelled();
    };
    xhr.onload = () => {
      const reply = { status: xhr.status, headers: headersOf(xhr), body: classifyBody(xhr.responseText, xhr.getResponseHeader('content-type')) };
      const read = readReply(reply, { schema: options.schema, describeError: options.describeError, inBandError: options.inBandError, secrets });
      if ('failure' in read) {
        fail(read.failure);
        return;
      }
      cleanup();
      logRequestEnd(service, logId, { status: xhr.status, outcome: 'ok' });
      resolve({ data: read.data, status: xhr.status });
    };

    if (options.signal?.aborted) {
      cancelled();
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
