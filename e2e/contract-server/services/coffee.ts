import type { UpstreamModule } from '../types.ts';

export const coffee: UpstreamModule = {
  name: 'coffee',
  cors: 'none',
  handle(ctx) {
    if (ctx.path !== '/random.json') return;
    ctx.json(200, { file: `http://${ctx.req.headers.host}/coffee/demo_coffee.jpg` });
  },
};
