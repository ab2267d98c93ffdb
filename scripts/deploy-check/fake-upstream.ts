import { createServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { Certificate } from './tls.ts';

export interface SeenRequest {
  method: string;
  /** Path and query as the upstream received them. */
  target: string;
  headers: Record<string, string>;
  bodyBytes: number;
  /** The TLS server name the client sent (SNI); undefined when it sent none. */
  serverName: string | undefined;
}

export interface FakeUpstream {
  /** Every request that reached the upstream, in order: the checks' source of truth. */
  readonly log: SeenRequest[];
  /** TLS connections refused because they named no server (SNI). */
  readonly refusedWithoutSni: number;
  close(): Promise<void>;
}

/** Headers every answer carries that a proxy must never hand to the browser. */
export const UPSTREAM_ONLY_HEADERS = { 'Set-Cookie': 'upstream-session=1; Path=/', 'Access-Control-Allow-Origin': '*', 'Alt-Svc': 'h3=":443"' };

const flatHeaders = (headers: NodeJS.Dict<string | string[]>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));

/**
 * The logging fake upstream that stands in for every proxied service: HTTPS on localhost that
 * requires SNI (a connection naming no server is cut before any request, as SNI-routed hosts
 * do), recording each request it receives. Shares (`/upload-files/dl/...`) answer bytes, the
 * rest JSON naming the path.
 */
export async function startFakeUpstream(port: number, certificate: Certificate): Promise<FakeUpstream> {
  const log: SeenRequest[] = [];
  let refusedWithoutSni = 0;
  const server = createServer({ cert: certificate.cert, key: certificate.key }, (request, response) => {
    let bodyBytes = 0;
    request.on('data', (chunk: Buffer) => (bodyBytes += chunk.byteLength));
    request.on('end', () => {
      const target = request.url ?? '';
      log.push({
        method: request.method ?? '',
        target,
        headers: flatHeaders(request.headers),
        bodyBytes,
        serverName: (request.socket as TLSSocket).servername || undefined,
      });
      const share = /^\/upload-files\/dl\/(\d+)\//.exec(target);
      if (share) {
        response.writeHead(200, { 'Content-Type': 'application/octet-stream', ...UPSTREAM_ONLY_HEADERS });
        response.end(`encrypted share ${share[1]}`);
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=5', ...UPSTREAM_ONLY_HEADERS });
      response.end(JSON.stringify({ target, bodyBytes }));
    });
  });
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.servername) return;
    refusedWithoutSni += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    log,
    get refusedWithoutSni() {
      return refusedWithoutSni;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
