import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { requestJson, type ErrorBodyReader } from '../../../shared/http/request.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { BASE_CURRENCIES, fromCoinbase, fromCoinDesk, fromExchangeTickers, type PriceSnapshot } from '../lib/snapshot.ts';
import { getTicker } from './history.ts';
import { coinbaseReplySchema, coinDeskReplySchema } from './schemas.ts';

export async function getCoinDeskPrice(endpoint: Endpoint, signal?: AbortSignal): Promise<PriceSnapshot> {
  const reply = await requestJson({
    endpoint,
    path: '/v2/bpi/currentprice.json',
    schema: coinDeskReplySchema,
    signal,
  });
  return fromCoinDesk(reply, Date.now());
}

/** Coinbase errors look like `{"errors":[{"id":"not_found","message":"Not found"}]}`. */
const describeCoinbaseError: ErrorBodyReader = (body) => {
  const errors = (body as { errors?: { id?: unknown; message?: unknown }[] } | null)?.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  if (!first || typeof first !== 'object') return undefined;
  return {
    code: typeof first.id === 'string' ? first.id : undefined,
    message: typeof first.message === 'string' ? first.message : undefined,
  };
};

export async function getCoinbasePrice(endpoint: Endpoint, signal?: AbortSignal): Promise<PriceSnapshot> {
  const reply = await requestJson({
    endpoint,
    path: '/v2/exchange-rates',
    query: { currency: 'BTC' },
    schema: coinbaseReplySchema,
    signal,
    describeError: describeCoinbaseError,
  });
  return fromCoinbase(reply, Date.now());
}

/** Coinbase Exchange's ticker for each base currency, in parallel; answers when at least USD does. */
export async function getExchangePrice(endpoint: Endpoint, signal?: AbortSignal): Promise<PriceSnapshot> {
  const replies = await Promise.allSettled(BASE_CURRENCIES.map((code) => getTicker(endpoint, code, signal)));
  const usd = replies[0]!;
  if (usd.status === 'rejected') throw usd.reason;
  const prices = Object.fromEntries(replies.flatMap((reply, index) => (reply.status === 'fulfilled' ? [[BASE_CURRENCIES[index]!, reply.value.price]] : [])));
  return fromExchangeTickers(prices, Date.now());
}

/** While the feed streams, the rates that convert USD into other currencies are asked at most this often. */
export const STREAMED_RATES_MS = 60_000;

/** Coinbase's BTC exchange rates, for converting the streamed USD price into other currencies. */
export const ratesQuery = (fallback: Endpoint) =>
  queryOptions({
    queryKey: queryKey('bpi', 'rates', fallback),
    queryFn: ({ signal }) => getCoinbasePrice(fallback, signal),
    staleTime: STREAMED_RATES_MS,
    refetchInterval: STREAMED_RATES_MS,
  });
