import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientTagFor } from './client-tag.ts';
import { createContractServer } from './server.ts';

const echo = { name: 'echo', cors: 'open' as const, handle: (ctx: { json: (status: number, value: unknown) => void }) => ctx.json(200, { ok: true }) };
const server = createContractServer([echo]);
let base = '';

beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

const statusFor = async (userAgent: string) => (await fetch(`${base}/echo/item`, { headers: { 'User-Agent': userAgent } })).status;

describe('a fault injected by one test worker', () => {
  it('reaches that worker’s requests and untagged ones, never another worker’s', async () => {
    const injected = await fetch(`${base}/__control/faults?service=echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: '500', client: clientTagFor(0) }),
    });
    expect(injected.ok).toBe(true);
    expect(await statusFor(`Mozilla/5.0 Chrome/140 ${clientTagFor(1)}`)).toBe(200);
    expect(await statusFor(`Mozilla/5.0 Chrome/140 ${clientTagFor(0)}`)).toBe(500);
    expect(await statusFor(`Mozilla/5.0 Chrome/140 ${clientTagFor(10)}`)).toBe(200);
    expect(await statusFor('Mozilla/5.0 Chrome/140')).toBe(500);
  });
});
