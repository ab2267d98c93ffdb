import type { Endpoint } from '../shared/config/endpoints.ts';
import { http, HttpResponse, type JsonBodyType } from 'msw';

// The bpi tests' upstreams: the three endpoints, their replies at a given price, and handlers that
// answer call by call as a test scripts them.

export const PRIMARY: Endpoint = { id: 'bpi', base: 'https://api.coindesk.com', viaProxy: false, upstream: 'https://api.coindesk.com' };
export const FALLBACK: Endpoint = { id: 'bpi-fallback', base: 'https://api.coinbase.com', viaProxy: false, upstream: 'https://api.coinbase.com' };
export const EXCHANGE: Endpoint = {
  id: 'bpi-history',
  base: 'https://api.exchange.coinbase.com',
  viaProxy: false,
  upstream: 'https://api.exchange.coinbase.com',
};

export function coinDeskReply(usd: number, updatedISO = '2026-11-21T22:00:00+00:00') {
  const entry = (code: string, symbol: string, description: string, value: number) => ({
    code,
    symbol,
    rate: value.toLocaleString('en-US', { maximumFractionDigits: 4 }),
    description,
    rate_float: value,
  });
  return {
    time: { updated: 'Nov 21, 2026 22:00:00 UTC', updatedISO, updateduk: 'Nov 21, 2026 at 22:00 GMT' },
    disclaimer: 'This data was produced from the CoinDesk Bitcoin Price Index (USD).',
    chartName: 'Bitcoin',
    bpi: {
      USD: entry('USD', '&#36;', 'United States Dollar', usd),
      GBP: entry('GBP', '&pound;', 'British Pound Sterling', Math.round(usd * 0.75 * 100) / 100),
      EUR: entry('EUR', '&euro;', 'Euro', Math.round(usd * 0.9 * 100) / 100),
    },
  };
}

export function coinbaseReply(usd: number) {
  return { data: { currency: 'BTC', rates: { USD: String(usd), GBP: String(usd * 0.75), EUR: String(usd * 0.9), JPY: String(usd * 150), USDC: String(usd) } } };
}

/**
 * Handlers whose prices and outcomes a test scripts call by call. Coinbase Exchange's ticker, the
 * last live source, is down (connection refused) unless the test scripts it too.
 */
export function scripted(
  primary: (() => Response | Promise<Response>)[],
  fallback: (() => Response)[] = [],
  exchange: ((code: string) => Response)[] = [networkError()],
) {
  let p = 0;
  let f = 0;
  let e = 0;
  const calls = { primary: 0, fallback: 0 };
  const exchangeCalls: string[] = [];
  const handlers = [
    http.get('*/v2/bpi/currentprice.json', () => {
      calls.primary += 1;
      return primary[Math.min(p++, primary.length - 1)]!();
    }),
    http.get('*/v2/exchange-rates', () => {
      calls.fallback += 1;
      return fallback[Math.min(f++, fallback.length - 1)]!();
    }),
    http.get('*/products/:product/ticker', ({ params }) => {
      const code = String(params.product).replace('BTC-', '');
      exchangeCalls.push(code);
      // One script step per refresh: the three currencies of a refresh share it.
      const step = exchange[Math.min(Math.floor(e++ / 3), exchange.length - 1)]!;
      return step(code);
    }),
  ];
  return { handlers, calls, exchangeCalls };
}

export const ok = (body: JsonBodyType) => () => HttpResponse.json(body);
export const status =
  (code: number, body: string | object = 'Sorry') =>
  () =>
    typeof body === 'string' ? new HttpResponse(body, { status: code, headers: { 'Content-Type': 'text/plain' } }) : HttpResponse.json(body, { status: code });
export const networkError = () => () => HttpResponse.error();

/** Coinbase Exchange tickers at `usd` per BTC (EUR and GBP at fixed rates). */
export const tickers = (usd: number) => (code: string) =>
  HttpResponse.json({
    trade_id: 1,
    price: String(code === 'EUR' ? usd * 0.9 : code === 'GBP' ? usd * 0.75 : usd),
    size: '0.001',
    time: '2026-11-21T22:00:00.123456Z',
  });
