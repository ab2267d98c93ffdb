import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * How an upstream answers cross-origin calls, imitating the real hosts:
 * - open: CORS allowed (api.data.gov, Arbeitnow, tmpfiles, the GraphQL host, Coinbase)
 * - no-custom-headers: the 0x host, whose preflight refuses `0x-*` headers
 * - none: the coffee host, which sends no CORS headers at all
 */
export type CorsMode = 'open' | 'no-custom-headers' | 'none';

export type FaultKind = '500' | 'html-502' | 'malformed' | 'wrong-shape' | 'empty' | 'timeout' | 'reset' | '429' | StreamFaultKind;

/**
 * Faults of a WebSocket upstream, one per connection: refuse the upgrade (503), close after
 * `afterMessages` messages, send heartbeats only, mix malformed and unknown messages in, or send slowly.
 */
export type StreamFaultKind = 'refuse-upgrade' | 'close-after' | 'heartbeats-only' | 'malformed-messages' | 'slow';

export interface Fault {
  kind: FaultKind;
  /** Applies to the next N matching requests; unlimited when absent. */
  times?: number;
  /** Only requests whose path (after the service prefix) contains this. */
  pathIncludes?: string;
  /**
   * Only requests from the test worker whose browser's User-Agent ends in this tag (see the e2e
   * fixtures), or from a browser with no worker tag: a fault one worker injects never reaches
   * another worker's test.
   */
  client?: string;
  /** Seconds sent in Retry-After with a 429. */
  retryAfterSeconds?: number;
  /** How long a 'timeout' fault holds the request before answering 504. */
  delayMs?: number;
  /** Messages a 'close-after' fault lets through before it drops the connection. */
  afterMessages?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
  headers: Record<string, string | string[] | undefined>;
  /** The body of a JSON request. */
  body?: string;
  at: number;
}

export interface UpstreamContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Path after the service prefix, e.g. `/schools` for `/colleges/schools`. */
  path: string;
  /** Buffers the request body (do not use for large uploads: read ctx.req as a stream). */
  body(): Promise<Buffer>;
  json(status: number, value: unknown, headers?: Record<string, string>): void;
  send(status: number, body: string | Buffer, headers?: Record<string, string>): void;
  /** Per-service mutable state that tests can set through the control API. */
  state: Record<string, unknown>;
}

export interface UpstreamModule {
  /** URL prefix and the name used by the control API, e.g. 'colleges' or 'coinbase'. */
  name: string;
  cors: CorsMode;
  /** Body of a 429 in this upstream's own format. */
  rateLimitBody?: () => unknown;
  handle(ctx: UpstreamContext): void | Promise<void>;
  /** A WebSocket upstream: takes the upgrade request (after a 'refuse-upgrade' fault was checked). */
  upgrade?(ctx: SocketContext): void;
}

export interface SocketContext {
  req: IncomingMessage;
  socket: Duplex;
  head: Buffer;
  /** The state when the connection opened. */
  state: Record<string, unknown>;
  /** The state now: a test can change it while the connection streams. */
  currentState: () => Record<string, unknown>;
  /** A stream fault taken for this connection. */
  fault?: Fault;
}
