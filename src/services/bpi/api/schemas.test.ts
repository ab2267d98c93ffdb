import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../../../shared/lib/decode-entities.ts';
import { fromCoinbase, fromCoinDesk } from '../lib/snapshot.ts';
import { cpuTimed } from '../../../testing/cpu-time.ts';
import { coinbaseReplySchema, coinDeskReplySchema } from './schemas.ts';

const recorded = {
  time: { updated: 'Aug 18, 2024 04:19:23 UTC', updatedISO: '2024-08-18T04:19:23+00:00', updateduk: 'Aug 18, 2024 at 05:19 BST' },
  disclaimer: 'This data was produced from the CoinDesk Bitcoin Price Index (USD).',
  chartName: 'Bitcoin',
  bpi: {
    USD: { code: 'USD', symbol: '&#36;', rate: '59,524.404', description: 'United States Dollar', rate_float: 59524.4038 },
    GBP: { code: 'GBP', symbol: '&pound;', rate: '45,987.9', description: 'British Pound Sterling', rate_float: 45987.8996 },
    EUR: { code: 'EUR', symbol: '&euro;', rate: '53,958.574', description: 'Euro', rate_float: 53958.5744 },
  },
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((issue) => issue.path.join('.'));

describe('CoinDesk currentprice.json', () => {
  it('reads the recorded 2024 reply, using rate_float and decoding the symbol entities as text', () => {
    const snapshot = fromCoinDesk(coinDeskReplySchema.parse(recorded), 0);
    expect(snapshot.quotes.USD).toEqual({ code: 'USD', price: 59524.4038, description: 'United States Dollar', symbol: '$' });
    expect(snapshot.quotes.GBP?.symbol).toBe('£');
    expect(snapshot.quotes.EUR?.symbol).toBe('€');
    expect(Object.keys(snapshot.quotes)).toEqual(['USD', 'GBP', 'EUR']);
    expect(snapshot.asOf).toBe(Date.UTC(2024, 7, 18, 4, 19, 23));
  });

  it('falls back to the comma-formatted rate, and accepts rate_float as a string (2013 quirk)', () => {
    const reply = coinDeskReplySchema.parse({
      ...recorded,
      bpi: { USD: { code: 'USD', rate: '19,395.1400' }, CNY: { code: 'CNY', rate_float: '775.0665' } },
    });
    expect(reply.bpi.USD?.price).toBe(19395.14);
    expect(reply.bpi.CNY?.price).toBe(775.0665);
  });

  it('tolerates missing currencies, symbols and chartName (the currentprice/AUD.json variant)', () => {
    const reply = coinDeskReplySchema.parse({
      time: { updatedISO: '2020-12-16T00:58:00+00:00' },
      bpi: { USD: { code: 'USD', rate: '19,395.1400', rate_float: 19395.14 }, AUD: { code: 'AUD', rate_float: 25663.5329 } },
    });
    const snapshot = fromCoinDesk(reply, 0);
    expect(Object.keys(snapshot.quotes)).toEqual(['USD', 'AUD']);
    expect(snapshot.quotes.AUD?.symbol).toBeUndefined();
  });

  it('names the bad field when types are wrong', () => {
    expect(issuesOf(coinDeskReplySchema.safeParse({ ...recorded, bpi: { USD: { rate_float: 'lots' } } }))).toEqual(['bpi.USD.rate_float']);
    expect(issuesOf(coinDeskReplySchema.safeParse({ ...recorded, bpi: { USD: { rate: 'n/a' } } }))).toEqual(['bpi.USD.rate_float']);
    expect(issuesOf(coinDeskReplySchema.safeParse({ ...recorded, bpi: { USD: { rate_float: -3 } } }))).toEqual(['bpi.USD.rate_float']);
    expect(issuesOf(coinDeskReplySchema.safeParse({ ...recorded, time: { updatedISO: 'yesterday' } }))).toEqual(['time.updatedISO']);
    expect(issuesOf(coinDeskReplySchema.safeParse({ ...recorded, bpi: {} }))).toEqual(['bpi']);
    expect(coinDeskReplySchema.safeParse({ unexpected: 'shape', items: 42 }).success).toBe(false);
  });
});

describe('Coinbase exchange-rates', () => {
  it('reads string rates and keeps only the readable currencies (no tokens)', () => {
    const reply = coinbaseReplySchema.parse({
      data: {
        currency: 'BTC',
        rates: { USD: '59524.405', GBP: '45987.9', JPY: '8917283.1', BAD: 'n/a', NUL: null, ZERO: '0', usdc: '59530.1', BTC: '1', ETH: '20.5' },
      },
    });
    const snapshot = fromCoinbase(reply, 5);
    expect(snapshot.quotes.USD?.price).toBe(59524.405);
    expect(Object.keys(snapshot.quotes)).toEqual(['USD', 'GBP', 'JPY']);
    expect(snapshot.asOf).toBeUndefined();
  });

  it('rejects rates for another base currency and replies without data.rates', () => {
    expect(issuesOf(coinbaseReplySchema.safeParse({ data: { currency: 'USD', rates: { EUR: '0.9' } } }))).toEqual(['data.currency']);
    expect(issuesOf(coinbaseReplySchema.safeParse({ data: { currency: 'BTC' } }))).toEqual(['data.rates']);
    expect(issuesOf(coinbaseReplySchema.safeParse({ data: { currency: 'BTC', rates: { X: 'y' } } }))).toEqual(['data.rates']);
  });
});

describe('decodeEntities', () => {
  it('decodes numeric and named entities to text, leaving unknown ones and markup inert', () => {
    expect(decodeEntities('&#36;')).toBe('$');
    expect(decodeEntities('&#x20AC;')).toBe('€');
    expect(decodeEntities('&pound;&euro;&yen;')).toBe('£€¥');
    expect(decodeEntities('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
    expect(decodeEntities('&bogus; &#0; &#xD800;')).toBe('&bogus; &#0; &#xD800;');
  });
});

describe('hostile and odd replies', () => {
  it('treats null and non-string text fields as missing, and skips codes that are not codes', () => {
    const reply = coinDeskReplySchema.parse({
      time: { updatedISO: '2024-08-18T04:19:23+00:00', updated: null, updateduk: 42 },
      disclaimer: null,
      chartName: null,
      bpi: {
        USD: { code: 'USD', symbol: null, rate: null, description: null, rate_float: 59524.4038 },
        '<img src=x onerror=alert(1)>': { rate_float: 1 },
        EUR: { code: 'javascript:alert(1)', rate_float: 2 },
      },
    });
    const snapshot = fromCoinDesk(reply, 0);
    expect(Object.keys(snapshot.quotes)).toEqual(['USD']);
    expect(snapshot.quotes.USD).toEqual({ code: 'USD', price: 59524.4038, description: undefined, symbol: undefined });
    expect(snapshot.disclaimer).toBeUndefined();
  });

  it('reads a huge Coinbase rate list quickly, keeping only the currencies', () => {
    const rates = Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`C${index}`, String(index + 1)]));
    const { result: snapshot, ms } = cpuTimed(() =>
      fromCoinbase(coinbaseReplySchema.parse({ data: { currency: 'btc', rates: { ...rates, 'ÙØ¯': '5', '🚀': '1', EUR: '54000', CHF: '52000' } } }), 0),
    );
    expect(ms).toBeLessThan(1000);
    expect(Object.keys(snapshot.quotes)).toEqual(['EUR', 'CHF']);
  });
});
