import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw/node.ts';
import { coinbaseReply, coinDeskReply, EXCHANGE, FALLBACK, networkError, ok, PRIMARY, scripted, status, tickers } from '../../../testing/bpi-fixtures.ts';
import { exchangeFailureOf, loadPrice, primaryFailureOf } from './price.ts';

const REFRESH = 30_000;
const load = (previous?: Awaited<ReturnType<typeof loadPrice>>, now = 1_000_000) =>
  loadPrice({ primary: PRIMARY, fallback: FALLBACK, exchange: EXCHANGE, previous, refreshMs: REFRESH, now });

describe('loadPrice', () => {
  it('uses CoinDesk when it answers, without asking Coinbase', async () => {
    const { handlers, calls } = scripted([ok(coinDeskReply(60_000))], [ok(coinbaseReply(1))]);
    server.use(...handlers);
    const data = await load();
    expect(data.source).toBe('coindesk');
    expect(data.quotes.USD?.price).toBe(60_000);
    expect(calls).toEqual({ primary: 1, fallback: 0 });
  });

  it.each([
    ['a network error', networkError()],
    ['a 404', status(404, 'Sorry, that currency was not found')],
    ['a 503', status(503, { message: 'down' })],
  ])('falls back to Coinbase after %s and schedules a slower CoinDesk probe', async (_name, failure) => {
    server.use(...scripted([failure], [ok(coinbaseReply(61_000))]).handlers);
    const data = await load(undefined, 1_000_000);
    expect(data.source).toBe('coinbase');
    expect(data.quotes.JPY?.price).toBe(61_000 * 150);
    expect(data.primaryError).toMatchObject({ service: 'bpi' });
    // Three refresh intervals of 30 s.
    expect(data.nextProbeAt).toBe(1_000_000 + 90_000);
  });

  it('does not fall back on an unreadable CoinDesk reply or another 4xx', async () => {
    server.use(...scripted([ok({ unexpected: 'shape' })], [ok(coinbaseReply(1))]).handlers);
    await expect(load()).rejects.toMatchObject({ service: 'bpi', kind: 'invalid-response' });
    server.use(...scripted([status(400)], [ok(coinbaseReply(1))]).handlers);
    await expect(load()).rejects.toMatchObject({ service: 'bpi', kind: 'http', status: 400 });
  });

  it('stays on Coinbase without asking CoinDesk until the probe is due, then switches back', async () => {
    const { handlers, calls } = scripted([networkError(), ok(coinDeskReply(62_000))], [ok(coinbaseReply(61_000))]);
    server.use(...handlers);
    const first = await load(undefined, 0);
    const second = await load(first, 30_000);
    expect(second.source).toBe('coinbase');
    expect(second.nextProbeAt).toBe(first.nextProbeAt);
    expect(calls).toEqual({ primary: 1, fallback: 2 });
    const third = await load(second, first.nextProbeAt);
    expect(third.source).toBe('coindesk');
    expect(third.primaryError).toBeUndefined();
    expect(calls).toEqual({ primary: 2, fallback: 2 });
  });

  it('keeps Coinbase when a due probe fails in any way, and pushes the next probe out', async () => {
    server.use(...scripted([networkError(), ok({ broken: true })], [ok(coinbaseReply(61_000))]).handlers);
    const first = await load(undefined, 0);
    const probed = await load(first, 90_000);
    expect(probed.source).toBe('coinbase');
    expect(probed.primaryError?.kind).toBe('invalid-response');
    expect(probed.primaryDownSince).toBe(0);
    expect(probed.nextProbeAt).toBe(90_000 + 90_000);
  });

  it('throws the Coinbase error when all three fail, remembering why CoinDesk and Coinbase Exchange were skipped', async () => {
    server.use(...scripted([networkError()], [status(500, { errors: [{ id: 'internal_server_error', message: 'Oops' }] })]).handlers);
    const error = await load().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ service: 'bpi-fallback', status: 500, code: 'internal_server_error', upstreamMessage: 'Oops' });
    expect(primaryFailureOf(error)).toMatchObject({ service: 'bpi', kind: 'network' });
    expect(exchangeFailureOf(error)).toMatchObject({ service: 'bpi-history', kind: 'network' });
  });

  it('uses Coinbase Exchange tickers for USD, EUR and GBP when Coinbase fails too, and stays on stand-ins until the probe', async () => {
    const { handlers, calls, exchangeCalls } = scripted([networkError(), ok(coinDeskReply(62_000))], [networkError()], [tickers(61_000)]);
    server.use(...handlers);
    const first = await load(undefined, 0);
    expect(first.source).toBe('exchange');
    expect(first.quotes).toEqual({
      USD: { code: 'USD', price: 61_000 },
      GBP: { code: 'GBP', price: 45_750 },
      EUR: { code: 'EUR', price: 54_900 },
    });
    expect(first.primaryError?.service).toBe('bpi');
    expect(first.fallbackError?.service).toBe('bpi-fallback');
    expect(exchangeCalls.sort()).toEqual(['EUR', 'GBP', 'USD']);
    const second = await load(first, 30_000);
    expect(second.source).toBe('exchange');
    expect(calls).toEqual({ primary: 1, fallback: 2 });
    const third = await load(second, first.nextProbeAt);
    expect(third.source).toBe('coindesk');
  });

  it('probes at least every minute, and at three refresh intervals when that is longer', async () => {
    const probeAfter = async (refreshMs: number) => {
      server.use(...scripted([networkError()], [ok(coinbaseReply(61_000))]).handlers);
      const data = await loadPrice({ primary: PRIMARY, fallback: FALLBACK, exchange: EXCHANGE, previous: undefined, refreshMs, now: 0 });
      return data.nextProbeAt;
    };
    expect(await probeAfter(10_000)).toBe(60_000);
    expect(await probeAfter(30_000)).toBe(90_000);
    expect(await probeAfter(45_000)).toBe(135_000);
  });
});
