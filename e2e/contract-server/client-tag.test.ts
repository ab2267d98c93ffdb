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

const control = (method: string, what: string, client?: string, body?: unknown) =>
  fetch(`${base}/__control/${what}?service=echo${client ? `&client=${client}` : ''}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });

describe('what one test worker asks of the contract server', () => {
  it('a fault reaches that worker’s requests and untagged ones, never another worker’s', async () => {
    expect((await control('POST', 'faults', undefined, { kind: '500', client: clientTagFor(0) })).ok).toBe(true);
    expect(await statusFor(`Mozilla/5.0 Chrome/140 ${clientTagFor(1)}`)).toBe(200);
    expect(await statusFor(`Mozilla/5.0 Chrome/140 ${clientTagFor(0)}`)).toBe(500);
    expect(await statusFor(`Mozilla/5.0 Chrome/140 ${clientTagFor(10)}`)).toBe(200);
    expect(await statusFor('Mozilla/5.0 Chrome/140')).toBe(500);
  });

  it('clearing faults and reading or clearing the request log concern that worker only', async () => {
    await control('POST', 'faults', undefined, { kind: '500', client: clientTagFor(1) });
    await control('DELETE', 'faults', clientTagFor(0));
    expect(await statusFor(`Mozilla/5.0 ${clientTagFor(1)}`)).toBe(500);
    await control('DELETE', 'faults');
    await control('DELETE', 'requests');
    for (const tag of [clientTagFor(0), clientTagFor(1), clientTagFor(1)]) await statusFor(`Mozilla/5.0 ${tag}`);
    const logged = async (client?: string) => ((await (await control('GET', 'requests', client)).json()) as unknown[]).length;
    expect([await logged(clientTagFor(0)), await logged(clientTagFor(1)), await logged()]).toEqual([1, 2, 3]);
    await control('DELETE', 'requests', clientTagFor(1));
    expect([await logged(clientTagFor(0)), await logged(clientTagFor(1))]).toEqual([1, 0]);
  });
});
