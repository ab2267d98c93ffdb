import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { isUpstreamError, type UpstreamError } from '../../../shared/http/errors.ts';
import { queryKey, resourceKey } from '../../../shared/lib/query-key.ts';
import { recordSnapshot } from '../lib/price-history.ts';
import type { BpiData } from '../lib/snapshot.ts';
import { getCoinbasePrice, getCoinDeskPrice, getExchangePrice } from './price-sources.ts';

/** CoinDesk's host stopped resolving in 2025: network failures, timeouts, 404 and 5xx mean "use Coinbase". */
function isFallbackEligible(error: unknown): error is UpstreamError {
  if (!isUpstreamError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status === 404 || (error.status ?? 0) >= 500);
}

/** While on the fallback, CoinDesk is asked again at this slower pace. */
const probeIntervalMs = (refreshMs: number) => Math.max(3 * refreshMs, 60_000);

const primaryFailures = new WeakMap<object, UpstreamError>();
const exchangeFailures = new WeakMap<object, unknown>();

/** When every source failed: the CoinDesk failure that came first, for the error panel. */
export const primaryFailureOf = (error: unknown) => (typeof error === 'object' && error ? primaryFailures.get(error) : undefined);
/** When every source failed: the last one's (Coinbase Exchange's) failure, for the error panel. */
export const exchangeFailureOf = (error: unknown) => (typeof error === 'object' && error ? exchangeFailures.get(error) : undefined);

interface LoadOptions {
  primary: Endpoint;
  fallback: Endpoint;
  /** Coinbase Exchange, the last live source (USD, EUR and GBP only). */
  exchange: Endpoint;
  previous: BpiData | undefined;
  refreshMs: number;
  signal?: AbortSignal;
  now?: number;
}

/**
 * Coinbase's exchange rates, else Coinbase Exchange's ticker: one of the two hosts may refuse a
 * browser (CORS) while the other lets it in. When both fail, the Coinbase error is thrown.
 */
async function fromStandIns(options: LoadOptions): Promise<Omit<BpiData, 'primaryError'>> {
  try {
    return await getCoinbasePrice(options.fallback, options.signal);
  } catch (fallbackError) {
    if (!isUpstreamError(fallbackError)) throw fallbackError;
    try {
      return { ...(await getExchangePrice(options.exchange, options.signal)), fallbackError };
    } catch (exchangeError) {
      if (options.signal?.aborted && !isUpstreamError(exchangeError)) throw exchangeError;
      exchangeFailures.set(fallbackError, exchangeError);
      throw fallbackError;
    }
  }
}

async function fromFallback(options: LoadOptions, primaryError: UpstreamError, downSince: number, nextProbeAt: number): Promise<BpiData> {
  try {
    const snapshot = await fromStandIns(options);
    return { ...snapshot, primaryError, primaryDownSince: downSince, nextProbeAt };
  } catch (error) {
    if (typeof error === 'object' && error) primaryFailures.set(error, primaryError);
    throw error;
  }
}

/**
 * One refresh. CoinDesk first; on a fallback-worthy failure, Coinbase, then Coinbase Exchange.
 * Once on a stand-in, CoinDesk is only asked again when `nextProbeAt` has passed, and wins when it answers.
 */
export async function loadPrice(options: LoadOptions): Promise<BpiData> {
  const now = options.now ?? Date.now();
  const { previous } = options;
  const onFallback = previous !== undefined && previous.source !== 'coindesk' && previous.primaryError !== undefined;

  if (!onFallback) {
    try {
      return await getCoinDeskPrice(options.primary, options.signal);
    } catch (error) {
      if (!isFallbackEligible(error)) throw error;
      return fromFallback(options, error, now, now + probeIntervalMs(options.refreshMs));
    }
  }

  const downSince = previous.primaryDownSince ?? now;
  if (now < (previous.nextProbeAt ?? 0)) {
    return fromFallback(options, previous.primaryError!, downSince, previous.nextProbeAt!);
  }

  try {
    return await getCoinDeskPrice(options.primary, options.signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // Already on a stand-in: any CoinDesk failure, even an unreadable reply, keeps it.
    return fromFallback(options, error, downSince, now + probeIntervalMs(options.refreshMs));
  }
}

interface PriceParams {
  primary: Endpoint;
  fallback: Endpoint;
  exchange: Endpoint;
  /** The interval /settings gives; not part of the key, so a new interval keeps the query (and its source state). */
  refreshMs: number;
  /** False while the live feed streams: no REST price source is asked then. */
  polling?: boolean;
}

/** Every price query, whatever its endpoints: what a refresh of "the price" refetches. */
export const pricesKey = () => resourceKey('bpi', 'price');

export const priceQuery = ({ primary, fallback, exchange, refreshMs, polling = true }: PriceParams) =>
  queryOptions({
    queryKey: queryKey('bpi', 'price', [primary, fallback, exchange]),
    queryFn: async ({ signal, client, queryKey, meta }) => {
      const previous = client.getQueryData<BpiData>(queryKey);
      const data = await loadPrice({ primary, fallback, exchange, previous, refreshMs: meta?.refreshMs as number, signal });
      recordSnapshot(data);
      return data;
    },
    // Not in the key: a new interval from /settings keeps the query and its source state; each
    // fetch reads the interval of the options it was last given.
    meta: { refreshMs },
    // Polled: a revisit within one interval shows the cache without a request.
    staleTime: polling ? refreshMs : Infinity,
    refetchInterval: polling ? refreshMs : false,
  });

/** Makes the next refresh ask CoinDesk again instead of waiting for the slow probe. */
export function probePrimaryNow(client: QueryClient, queryKey: readonly unknown[]) {
  const query = client.getQueryCache().find<BpiData>({ queryKey, exact: true });
  if (!query?.state.data) return;
  client.setQueryData<BpiData>(queryKey, { ...query.state.data, nextProbeAt: 0 }, { updatedAt: query.state.dataUpdatedAt });
}
