import type { UpstreamModule } from '../types.ts';

export const upload: UpstreamModule = {
  name: 'upload',
  cors: 'open',
  async handle(ctx) {
    if (ctx.path !== '/upload' || ctx.req.method !== 'POST') return;
    await ctx.body();
    ctx.json(200, { status: 'success', data: { url: 'http://tmpfiles.org/1/file.txt' } });
  },
};
