import type { BpiData } from '../lib/snapshot.ts';
import { tradeClock } from '../lib/trade-clock.ts';

/**
 * What a quote's time line says: the trade's time (and what it was converted from), or when a
 * polled price was fetched. Only the one it says, so a streamed quote's line does not move with
 * another currency's trade.
 */
export type TradeFacts = { tradeAt: number; convertedFrom?: string } | { fetchedAt: number };

export function tradeFacts(data: BpiData, code: string): TradeFacts {
  const quote = data.quotes[code];
  if (quote?.tradeAt === undefined) return { fetchedAt: data.fetchedAt };
  return { tradeAt: quote.tradeAt, convertedFrom: quote.convertedFrom };
}

/**
 * A streamed price's trade time, or the USD trade it was converted from; a polled price says when
 * it was fetched. Always one line, so the stream taking over moves nothing below it.
 */
export function TradeTime({ facts }: { facts: TradeFacts }) {
  return (
    <p className="h-4 text-xs tabular-nums text-soft">
      {'fetchedAt' in facts
        ? `Fetched at ${tradeClock(facts.fetchedAt)} UTC`
        : `${facts.convertedFrom ? `Converted from the ${facts.convertedFrom} trade at` : 'Trade at'} ${tradeClock(facts.tradeAt)} UTC`}
    </p>
  );
}
