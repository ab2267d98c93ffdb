import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { clientTag, concerns } from './client-tag.ts';
import { applyFault } from './faults.ts';
import type { CorsMode, Fault, RecordedRequest, UpstreamContext, UpstreamModule } from './types.ts';

const MAX_RECORDED = 500;

function corsHeaders(mode: CorsMode, req: IncomingMessage): Record<string, string> {
  if (mode === 'none') return {};
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    Vary: 'Origin',
    'Access-Control-Expose-Headers': 'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining',
  };
}

function preflight(mode: CorsMode, req: IncomingMessage, res: ServerResponse) {
  if (mode === 'none') {
    res.writeHead(405).end();
    return;
  }
  const requested = req.headers['access-control-request-headers'] ?? '';
  // The 0x host only allows plain headers, so a browser sending 0x-version or 0x-api-key fails here.
  const allowed = mode === 'no-custom-headers' ? 'Content-Type' : requested;
  res.writeHead(204, {
    ...corsHeaders(mode, req),
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': allowed,
    'Access-Control-Max-Age': '0',
  });
  res.end();
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * A local HTTP server that speaks each upstream's contract under /<name>/..., with a control
 * API under /__control for tests: inject faults, read recorded requests, set per-upstream state.
 */
export function createContractServer(upstreams: UpstreamModule[]): Server {
  const byName = new Map(upstreams.map((upstream) => [upstream.name, upstream]));
  const faults = new Map<string, Fault[]>();
  const recorded = new Map<string, RecordedRequest[]>();
  const states = new Map<string, Record<string, unknown>>(upstreams.map((upstream) => [upstream.name, {}]));

  async function control(req: IncomingMessage, res: ServerResponse, url: URL) {
    const name = url.searchParams.get('service') ?? '';
    const client = url.searchParams.get('client');
    const reply = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify(value));
    };
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /__control/health') return reply(200, { ok: true, upstreams: [...byName.keys()] });
    if (!byName.has(name)) return reply(400, { error: `unknown service '${name}'` });
    switch (route) {
      case 'POST /__control/faults': {
        const fault = JSON.parse((await readBody(req)).toString() || '{}') as Fault;
        faults.set(name, [...(faults.get(name) ?? []), fault]);
        return reply(200, { ok: true });
      }
      // With `client`, a test worker's faults and request log only (see client-tag.ts).
      case 'DELETE /__control/faults':
        faults.set(
          name,
          (faults.get(name) ?? []).filter((fault) => !concerns(client, fault.client)),
        );
        return reply(200, { ok: true });
      case 'GET /__control/requests':
        return reply(
          200,
          (recorded.get(name) ?? []).filter((request) => concerns(client, clientTag(request.headers))),
        );
      case 'DELETE /__control/requests':
        recorded.set(
          name,
          (recorded.get(name) ?? []).filter((request) => !concerns(client, clientTag(request.headers))),
        );
        return reply(200, { ok: true });
      case 'POST /__control/state': {
        const patch = JSON.parse((await readBody(req)).toString() || '{}') as Record<string, unknown>;
        states.set(name, { ...states.get(name), ...patch });
        return reply(200, states.get(name));
      }
      case 'DELETE /__control/state':
        states.set(name, {});
        return reply(200, { ok: true });
      default:
        return reply(404, { error: `no control route ${route}` });
    }
  }

  function takeFault(name: string, path: string, req: IncomingMessage): Fault | undefined {
    const list = faults.get(name) ?? [];
    const client = clientTag(req.headers);
    const index = list.findIndex((fault) => (!fault.pathIncludes || path.includes(fault.pathIncludes)) && concerns(fault.client, client));
    const fault = list[index];
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) list.splice(index, 1);
      else list[index] = { ...fault, times: fault.times - 1 };
    }
    return fault;
  }

  const server = createServer((req, res) => void answer(req, res));
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => upgrade(req, socket, head));
  return server;

  /** A WebSocket upstream's connection: recorded like a request, refused by a 'refuse-upgrade' fault. */
  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [, name = '', ...rest] = url.pathname.split('/');
    const upstream = byName.get(name);
    if (!upstream?.upgrade) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const path = `/${rest.join('/')}`;
    const list = recorded.get(name) ?? [];
    list.push({ method: req.method ?? 'GET', path, query: {}, headers: req.headers, at: Date.now() });
    recorded.set(name, list.slice(-MAX_RECORDED));
    const fault = takeFault(name, path, req);
    if (fault?.kind === 'refuse-upgrade') {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: 19\r\n\r\nService Unavailable');
      return;
    }
    upstream.upgrade({ req, socket, head, state: states.get(name) ?? {}, currentState: () => states.get(name) ?? {}, fault });
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname.startsWith('/__control/')) {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Methods': 'GET, POST, DELETE',
            'Access-Control-Allow-Headers': 'Content-Type',
          });
          return void res.end();
        }
        return void (await control(req, res, url));
      }
      const [, name = '', ...rest] = url.pathname.split('/');
      const upstream = byName.get(name);
      if (!upstream) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        return void res.end(`no upstream named '${name}'`);
      }
      if (req.method === 'OPTIONS') return preflight(upstream.cors, req, res);

      const path = `/${rest.join('/')}`;
      const list = recorded.get(name) ?? [];
      const query: Record<string, string[]> = {};
      for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
      // JSON bodies are small: keep them for the tests; anything else (uploads) stays a stream.
      const jsonBody = /json/.test(req.headers['content-type'] ?? '') ? readBody(req) : undefined;
      const bodyText = jsonBody ? (await jsonBody).toString() : undefined;
      list.push({ method: req.method ?? 'GET', path, query, headers: req.headers, body: bodyText, at: Date.now() });
      recorded.set(name, list.slice(-MAX_RECORDED));

      const cors = corsHeaders(upstream.cors, req);
      const ctx: UpstreamContext = {
        req,
        res,
        url,
        path,
        body: () => jsonBody ?? readBody(req),
        json: (status, value, headers = {}) => {
          res.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8', ...headers });
          res.end(JSON.stringify(value));
        },
        send: (status, body, headers = {}) => {
          res.writeHead(status, { ...cors, ...headers });
          res.end(body);
        },
        state: states.get(name) ?? {},
      };

      // Benchmarks add latency per upstream: POST /__control/state {"latencyMs": 100}.
      const latencyMs = Number(ctx.state.latencyMs ?? 0);
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));

      const fault = takeFault(name, path, req);
      if (fault && (await applyFault(fault, upstream, ctx))) return;
      await upstream.handle(ctx);
      if (!res.headersSent) ctx.json(404, { message: `No route ${req.method} ${path} on the ${name} contract server` });
    } catch (error) {
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(`contract server error: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
  }
}
