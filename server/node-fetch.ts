import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };
const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

function responseOf(incoming: IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) headers.append(incoming.rawHeaders[index]!, incoming.rawHeaders[index + 1]!);
  const status = incoming.statusCode ?? 502;
  if (method === 'HEAD' || NULL_BODY_STATUS.has(status)) {
    incoming.resume();
    return new Response(null, { status: status < 200 ? 502 : status, statusText: incoming.statusMessage, headers });
  }
  return new Response(Readable.toWeb(incoming) as ReadableStream<Uint8Array>, { status, statusText: incoming.statusMessage, headers });
}

/**
 * The proxy's upstream client under Node: node:http with keep-alive, as a fetch function. It
 * does per request a fraction of the work of the global fetch (undici's Request objects and body
 * decoding), which is most of the proxy's own cost; bodies pass through still encoded, so the
 * proxy runs it with `runtimeDecodesBodies: false`, as on edge runtimes. Redirects are never
 * followed, whatever `init.redirect` says.
 */
export const nodeFetch = ((input: string | URL, init: RequestInit = {}) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
    const request = send(url, { method, headers, agent, signal: init.signal ?? undefined }, (incoming) => resolve(responseOf(incoming, method)));
    request.on('error', reject);
    if (init.body instanceof ReadableStream)
      Readable.fromWeb(init.body as NodeReadableStream<Uint8Array>)
        .on('error', (error) => request.destroy(error))
        .pipe(request);
    else request.end(init.body ?? undefined);
  })) as typeof fetch;
