import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type UpstreamHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** Answers 200 JSON naming the path, and tries to set a cookie and grant CORS, which the proxy must drop. */
export const echo: UpstreamHandler = (req, res) => {
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Set-Cookie': 'upstream_session=abc; Path=/',
    'Access-Control-Allow-Origin': '*',
    'X-Upstream': 'yes',
  });
  res.end(JSON.stringify({ path: req.url }));
};

/** A local upstream on 127.0.0.1 (a free port) that records every request it sees. */
export async function startUpstream(initial: UpstreamHandler = echo) {
  const seen: SeenRequest[] = [];
  let handler = initial;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    handle(next: UpstreamHandler) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Upstream = Awaited<ReturnType<typeof startUpstream>>;
