import { isFiat } from './fiat.ts';
import type { UpstreamError } from '../../../shared/http/errors.ts';
import type { CoinbaseReply, CoinDeskReply } from '../api/schemas.ts';
import type { DayFigures } from './stream/feed-messages.ts';
import { decodeEntities } from '../../../shared/lib/decode-entities.ts';

/**
 * Polled in the order they are asked: CoinDesk, then Coinbase's exchange rates, then Coinbase
 * Exchange's ticker; `feed` while Coinbase Exchange's WebSocket feed streams the trades.
 */
export type PriceSource = 'coindesk' | 'coinbase' | 'exchange' | 'feed';

export const SOURCE_NAMES: Record<PriceSource, string> = {
  coindesk: 'CoinDesk BPI',
  coinbase: 'Coinbase',
  exchange: 'Coinbase Exchange',
  feed: 'Coinbase Exchange live feed',
};

/** The currencies CoinDesk's currentprice.json publishes, in its order. */
export const BASE_CURRENCIES = ['USD', 'GBP', 'EUR'] as const;

export interface Quote {
  code: string;
  price: number;
  description?: string;
  /** Plain text (entities decoded), only used where Intl cannot format the code. */
  symbol?: string;
  /** The trade's time (Unix ms), for prices streamed from the feed. */
  tradeAt?: number;
  /** Converted from USD's price rather than traded in this currency. */
  convertedFrom?: string;
}

export interface PriceSnapshot {
  source: PriceSource;
  /** Every quote in the reply, keyed by upper-case code, in the upstream's order. */
  quotes: Record<string, Quote>;
  /** The upstream's own timestamp; Coinbase sends none. */
  asOf?: number;
  disclaimer?: string;
  fetchedAt: number;
}

/** What the price query holds: the snapshot plus, on the fallback, why and until when. */
export interface BpiData extends PriceSnapshot {
  primaryError?: UpstreamError;
  /** On Coinbase Exchange: why Coinbase's exchange rates were not used. */
  fallbackError?: UpstreamError;
  primaryDownSince?: number;
  nextProbeAt?: number;
  /** Streamed: the 24-hour figures each ticker message carries, by currency (exact decimals as text). */
  day?: Record<string, DayFigures>;
}

export function fromCoinDesk(reply: CoinDeskReply, fetchedAt: number): PriceSnapshot {
  const quotes: Record<string, Quote> = {};
  for (const [key, entry] of Object.entries(reply.bpi)) {
    const code = (entry.code ?? key).trim().toUpperCase();
    // A code is also a URL value and an Intl argument: anything but a short code is skipped.
    if (!/^[A-Z0-9]{2,10}$/.test(code)) continue;
    quotes[code] = {
      code,
      price: entry.price,
      description: entry.description,
      symbol: entry.symbol === undefined ? undefined : decodeEntities(entry.symbol),
    };
  }
  return { source: 'coindesk', quotes, asOf: Date.parse(reply.time.updatedISO), disclaimer: reply.disclaimer, fetchedAt };
}

export function fromCoinbase(reply: CoinbaseReply, fetchedAt: number): PriceSnapshot {
  const quotes: Record<string, Quote> = {};
  // Coinbase's rates list tokens too (BTC, ETH, SOL): a bitcoin price is shown in currencies only.
  for (const [code, price] of Object.entries(reply.data.rates)) if (isFiat(code)) quotes[code] = { code, price };
  return { source: 'coinbase', quotes, fetchedAt };
}

/** Coinbase Exchange's last trade prices for the products it lists. */
export function fromExchangeTickers(prices: Record<string, number>, fetchedAt: number): PriceSnapshot {
  const quotes: Record<string, Quote> = {};
  for (const code of BASE_CURRENCIES) if (prices[code] !== undefined) quotes[code] = { code, price: prices[code] };
  return {
    source: 'exchange',
    quotes,
    fetchedAt,
    disclaimer: 'Coinbase Exchange last trade prices (BTC-USD, BTC-GBP, BTC-EUR); not the CoinDesk Bitcoin Price Index.',
  };
}

/** The cards to show: the base currencies the source has, plus the highlighted one. */
export function visibleCodes(snapshot: PriceSnapshot, highlighted: string): string[] {
  const primaryOrder = snapshot.source === 'coindesk' ? Object.keys(snapshot.quotes) : BASE_CURRENCIES.filter((code) => code in snapshot.quotes);
  return primaryOrder.includes(highlighted) || !(highlighted in snapshot.quotes) ? primaryOrder : [...primaryOrder, highlighted];
}

/** The highlighted currency: the one asked for when the source has it, else USD or the first. */
export function resolveHighlighted(snapshot: PriceSnapshot, requested: string | undefined): string {
  if (requested && requested in snapshot.quotes) return requested;
  return 'USD' in snapshot.quotes ? 'USD' : (Object.keys(snapshot.quotes)[0] ?? 'USD');
}
