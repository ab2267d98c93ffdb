import type { BpiData, PriceSnapshot, Quote } from '../snapshot.ts';
import type { DayFigures, Tick } from './feed-messages.ts';

export const FEED_DISCLAIMER =
  "Coinbase Exchange trades (BTC-USD, BTC-EUR, BTC-GBP) as the live feed streams them; other currencies converted from USD at Coinbase's exchange rates. Not the CoinDesk Bitcoin Price Index.";

/**
 * The price while the feed streams: USD, EUR and GBP from their newest trades; every other
 * currency the rates know, converted from the streamed USD price at Coinbase's exchange rates
 * (`rates`, refreshed at most once a minute, else the last polled answer).
 */
export function withFeed(polled: BpiData | undefined, rates: PriceSnapshot | undefined, ticks: Readonly<Record<string, Tick>>): BpiData | undefined {
  const streamed = Object.values(ticks);
  if (streamed.length === 0) return polled;
  const quotes: Record<string, Quote> = {};
  const day: Record<string, DayFigures> = {};
  for (const tick of streamed) {
    quotes[tick.currency] = { ...polled?.quotes[tick.currency], code: tick.currency, price: Number(tick.price), tradeAt: tick.time, convertedFrom: undefined };
    if (tick.day) day[tick.currency] = tick.day;
  }
  const usd = ticks.USD;
  const table = rates ?? polled;
  const usdRate = table?.quotes.USD?.price;
  if (usd && table && usdRate) {
    for (const quote of Object.values(table.quotes)) {
      if (quote.code in quotes) continue;
      quotes[quote.code] = { ...quote, price: (Number(usd.price) * quote.price) / usdRate, tradeAt: usd.time, convertedFrom: 'USD' };
    }
  }
  const newest = Math.max(...streamed.map((tick) => tick.time));
  return { source: 'feed', quotes, asOf: newest, fetchedAt: newest, disclaimer: FEED_DISCLAIMER, day };
}
