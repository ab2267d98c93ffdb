import { jsonMessage } from './json-response.ts';

export interface UpstreamCall {
  url: string;
  method: string;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
  /** Aborts when the client goes away. */
  clientSignal?: AbortSignal;
  /** Host named in messages, e.g. api.0x.org */
  host: string;
  timeoutMs: number;
  maxResponseBytes?: number;
  fetch: typeof fetch;
  /** Told when the body is cut after the headers went out (idle timeout, size cap, upstream error). */
  onBodyFailure?: (reason: string) => void;
  /**
   * Ends the client's connection at once, when the runtime offers that (Node does): a body cut
   * short must not look complete, and erroring the stream instead makes the Node adapter print
   * the error outside the structured log.
   */
  abortConnection?: () => void;
}

export type UpstreamOutcome =
  | { ok: true; status: number; statusText: string; headers: Headers; body: ReadableStream<Uint8Array> | null }
  | { ok: false; response: Response; /** For the log: what went wrong, never a header or a key. */ error: string };

class ProxyTimeout extends Error {
  constructor() {
    super('upstream timeout');
  }
}

/**
 * The error code behind a failed fetch (undici nests it in `cause`, sometimes an AggregateError);
 * without one, the innermost message ("bad port"). A socket the upstream closed reads ECONNRESET.
 */
export function errorCode(error: unknown): string {
  const seen = new Set<unknown>();
  let current: unknown = error;
  let message = error instanceof Error ? error.message : String(error);
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code === 'UND_ERR_SOCKET' || code === 'EPIPE' ? 'ECONNRESET' : code;
    if (current instanceof Error && current.message) message = current.message;
    const nested = (current as { errors?: unknown[] }).errors;
    current = (current as { cause?: unknown }).cause ?? nested?.[0];
  }
  return message;
}

/**
 * Calls the upstream and streams its body back: a timeout on the response headers and on idle
 * time between body chunks (not on the whole transfer), a cap on the body when the upstream has
 * one, and redirects handed to the browser rather than followed (a followed redirect could leave
 * the allowlist).
 */
/**
 * Marks an answer as the proxy's own failure, not the upstream's: the page then says this site's
 * server could not reach the service (a DNS failure is ENOTFOUND), not that the service failed.
 */
const proxyFailure = (reason: string) => ({ 'X-Proxy-Error': /^[A-Za-z0-9_-]{1,40}$/.test(reason) ? reason : 'unreachable' });

export async function callUpstream(call: UpstreamCall): Promise<UpstreamOutcome> {
  const controller = new AbortController();
  // The client going away aborts the upstream call too: a listener rather than AbortSignal.any,
  // whose combined signals Node 20 keeps alive longer than the request.
  const onClientAbort = () => controller.abort(call.clientSignal?.reason);
  call.clientSignal?.addEventListener('abort', onClientAbort, { once: true });
  const release = () => call.clientSignal?.removeEventListener('abort', onClientAbort);
  const signal = controller.signal;
  const headerTimer = setTimeout(() => controller.abort(new ProxyTimeout()), call.timeoutMs);
  const seconds = Math.round(call.timeoutMs / 100) / 10;
  // Called unbound: workerd throws "Illegal invocation" for fetch called as a method of another object.
  const fetchUnbound = call.fetch;
  let response: Response;
  try {
    response = await fetchUnbound(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      redirect: 'manual',
      signal,
      ...(call.body ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch (error) {
    release();
    if (controller.signal.reason instanceof ProxyTimeout) {
      return { ok: false, error: 'timeout', response: jsonMessage(504, `${call.host} did not answer within ${seconds} s`, proxyFailure('timeout')) };
    }
    if (call.clientSignal?.aborted) return { ok: false, error: 'client closed', response: jsonMessage(499, 'The client closed the request') };
    const code = errorCode(error);
    return { ok: false, error: code, response: jsonMessage(502, `The proxy could not reach ${call.host} (${code})`, proxyFailure(code)) };
  } finally {
    clearTimeout(headerTimer);
  }

  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (call.maxResponseBytes !== undefined && declared > call.maxResponseBytes) {
    controller.abort();
    release();
    await response.body?.cancel().catch(() => undefined);
    return {
      ok: false,
      error: 'response too large',
      response: jsonMessage(502, `${call.host} sent more than the proxy forwards (${call.maxResponseBytes} bytes)`),
    };
  }
  if (!response.body) release();
  const body = response.body ? guardBody(response.body, controller, call, release) : null;
  return { ok: true, status: response.status, statusText: response.statusText, headers: response.headers, body };
}

/** Passes the body through chunk by chunk, as fast as the client reads it, aborting on idle time or past the cap. */
function guardBody(body: ReadableStream<Uint8Array>, controller: AbortController, call: UpstreamCall, release: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const maxBytes = call.maxResponseBytes;
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(stream) {
        const fail = (reason: string, error: Error) => {
          release();
          call.onBodyFailure?.(reason);
          controller.abort(error);
          if (call.abortConnection) call.abortConnection();
          else stream.error(error);
        };
        const idle = setTimeout(() => controller.abort(new ProxyTimeout()), call.timeoutMs);
        try {
          const { done, value } = await reader.read();
          if (done) {
            release();
            return stream.close();
          }
          received += value.byteLength;
          if (maxBytes !== undefined && received > maxBytes) return fail('response over the size cap', new Error('upstream response over the size cap'));
          stream.enqueue(value);
        } catch (error) {
          if (call.clientSignal?.aborted) return;
          fail(
            controller.signal.reason instanceof ProxyTimeout ? 'idle timeout' : `body: ${errorCode(error)}`,
            error instanceof Error ? error : new Error(String(error)),
          );
        } finally {
          clearTimeout(idle);
        }
      },
      cancel(reason) {
        release();
        controller.abort(reason);
        return reader.cancel(reason).catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
