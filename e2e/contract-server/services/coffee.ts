import { coffeePng } from '../data/coffee/png.ts';
import type { UpstreamContext, UpstreamModule } from '../types.ts';

/** Tokens like the real `secrets.token_urlsafe(8)`: 11 characters of [A-Za-z0-9_-]. */
const IMAGES = [
  { token: 'QDTtF7ewaak', png: coffeePng([244, 233, 220], [150, 100, 60]) },
  { token: 'x8Lr2mPq0Za', png: coffeePng([47, 42, 38], [59, 35, 20]) },
  { token: 'b7Nc-4kWv1s', png: coffeePng([217, 236, 230], [185, 138, 94]) },
  { token: 'Ht3_uYe9QmR', png: coffeePng([251, 227, 196], [74, 44, 26]) },
  { token: 'pV5sJd0oKxw', png: coffeePng([230, 224, 243], [168, 119, 79]) },
  { token: 'Zk1mA9-rT4e', png: coffeePng([207, 227, 244], [210, 180, 140]) },
];
const fileName = (token: string) => `${token}_coffee.png`;
const NOT_FOUND_HTML =
  '<!doctype html>\n<html lang=en>\n<title>404 Not Found</title>\n<h1>Not Found</h1>\n<p>The requested URL was not found on the server.</p>\n';

/**
 * State switches (upstream.setState('coffee', ...)):
 * - `file`: a literal `file` value for /random.json (hostile javascript: / data: links);
 * - `brokenImages: true`: image bytes become garbage with an image Content-Type;
 * - `extra: true`: /random.json adds a description and unknown fields, as a mirror might.
 */
function nextImage(ctx: UpstreamContext) {
  const count = typeof ctx.state.draws === 'number' ? ctx.state.draws : 0;
  ctx.state.draws = count + 1;
  return IMAGES[count % IMAGES.length]!;
}

function sendPng(ctx: UpstreamContext, png: Buffer) {
  const body = ctx.state.brokenImages ? Buffer.from('this is not an image') : png;
  ctx.send(200, body, { 'Content-Type': 'image/png', 'Content-Length': String(body.length), 'Cache-Control': 'public, max-age=43200' });
}

export const coffee: UpstreamModule = {
  name: 'coffee',
  cors: 'none',
  handle(ctx) {
    if (ctx.req.method !== 'GET' && ctx.req.method !== 'HEAD') return;
    if (ctx.path === '/random.json') {
      const image = nextImage(ctx);
      const file = typeof ctx.state.file === 'string' ? ctx.state.file : `http://${ctx.req.headers.host}/coffee/${fileName(image.token)}`;
      const extra = ctx.state.extra ? { description: 'A flat white on an oak table', width: '160', height: null } : {};
      return ctx.json(200, { file, ...extra });
    }
    if (ctx.path === '/random') return sendPng(ctx, nextImage(ctx).png);
    const image = IMAGES.find((candidate) => ctx.path === `/${fileName(candidate.token)}`);
    if (image) return sendPng(ctx, image.png);
    ctx.send(404, NOT_FOUND_HTML, { 'Content-Type': 'text/html; charset=utf-8' });
  },
};
