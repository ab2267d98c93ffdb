import type { Fault } from './types.ts';
import type { UpstreamContext, UpstreamModule } from './types.ts';

/** Answers with the fault and returns true, or returns false to let the upstream answer. */
export async function applyFault(fault: Fault, upstream: UpstreamModule, ctx: UpstreamContext): Promise<boolean> {
  switch (fault.kind) {
    case '500':
      ctx.json(500, { message: 'Internal Server Error' });
      return true;
    case 'html-502':
      ctx.send(502, '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>cloudflare</p></body></html>', {
        'Content-Type': 'text/html; charset=utf-8',
      });
      return true;
    case 'malformed':
      ctx.send(200, '{"data": [{"truncated": ', { 'Content-Type': 'application/json' });
      return true;
    case 'wrong-shape':
      ctx.json(200, { unexpected: 'shape', items: 42 });
      return true;
    case 'empty':
      ctx.send(200, '', { 'Content-Type': 'application/json' });
      return true;
    case '429':
      ctx.json(429, upstream.rateLimitBody?.() ?? { message: 'Too Many Attempts.' }, {
        'Retry-After': String(fault.retryAfterSeconds ?? 2),
      });
      return true;
    case 'reset':
      ctx.req.socket.destroy();
      return true;
    case 'timeout':
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, fault.delayMs ?? 30_000);
        ctx.req.socket.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (!ctx.res.writableEnded && !ctx.req.socket.destroyed) ctx.json(504, { message: 'Gateway Timeout' });
      return true;
    default:
      // A stream fault: only a WebSocket connection has a use for it.
      return false;
  }
}
