import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { isUpstreamError, type UpstreamError } from '../../../shared/http/errors.ts';
import type { BpiData } from '../lib/snapshot.ts';
import { getCoinbasePrice, getCoinDeskPrice } from './fetchers.ts';

/** CoinDesk's host stopped resolving in 2025: network failures, timeouts, 404 and 5xx mean "use Coinbase". */
export function isFallbackEligible(error: unknown): error is UpstreamError {
  if (!isUpstreamError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status === 404 || (error.status ?? 0) >= 500);
}

/** While on the fallback, CoinDesk is asked again at this slower pace. */
export const probeIntervalMs = (refreshMs: number) => Math.max(3 * refreshMs, 60_000);

const primaryFailures = new WeakMap<object, UpstreamError>();

/** When both sources failed: the CoinDesk failure that came first, for the error panel. */
export const primaryFailureOf = (error: unknown) => (typeof error === 'object' && error ? primaryFailures.get(error) : undefined);

interface LoadOptions {
  primary: Endpoint;
  fallback: Endpoint;
  previous: BpiData | undefined;
  refreshMs: number;
  signal?: AbortSignal;
  now?: number;
}

async function fromFallback(options: LoadOptions, primaryError: UpstreamError, downSince: number, now: number): Promise<BpiData> {
  try {
    const snapshot = await getCoinbasePrice(options.fallback, options.signal);
    return { ...snapshot, primaryError, primaryDownSince: downSince, nextProbeAt: now + probeIntervalMs(options.refreshMs) };
  } catch (error) {
    if (typeof error === 'object' && error) primaryFailures.set(error, primaryError);
    throw error;
  }
}

/**
 * One refresh. CoinDesk first; on a fallback-worthy failure, Coinbase. Once on Coinbase, CoinDesk
 * is only asked again (alongside Coinbase) when `nextProbeAt` has passed, and wins when it answers.
 */
export async function loadPrice(options: LoadOptions): Promise<BpiData> {
  const now = options.now ?? Date.now();
  const { previous } = options;
  const onFallback = previous?.source === 'coinbase' && previous.primaryError !== undefined;

  if (!onFallback) {
    try {
      return await getCoinDeskPrice(options.primary, options.signal);
    } catch (error) {
      if (!isFallbackEligible(error)) throw error;
      return fromFallback(options, error, now, now);
    }
  }

  const downSince = previous.primaryDownSince ?? now;
  if (now < (previous.nextProbeAt ?? 0)) {
    const snapshot = await getCoinbasePrice(options.fallback, options.signal);
    return { ...snapshot, primaryError: previous.primaryError, primaryDownSince: downSince, nextProbeAt: previous.nextProbeAt };
  }

  try {
    return await getCoinDeskPrice(options.primary, options.signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // Already on the fallback: any CoinDesk failure, even an unreadable reply, keeps Coinbase.
    return fromFallback(options, error, downSince, now);
  }
}
