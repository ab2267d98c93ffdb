import type { Quote } from '../lib/snapshot.ts';
import { formatDateTime } from '../../../shared/lib/reader-locale.ts';

const tradeClock = (at: number) => formatDateTime(at, { hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3, timeZone: 'UTC' });

/**
 * A streamed price's trade time, or the USD trade it was converted from; a polled price says when
 * it was fetched. Always one line, so the stream taking over moves nothing below it.
 */
export function TradeTime({ quote, fetchedAt }: { quote: Quote; fetchedAt: number }) {
  return (
    <p className="h-4 text-xs tabular-nums text-soft">
      {quote.tradeAt === undefined
        ? `Fetched at ${tradeClock(fetchedAt)} UTC`
        : `${quote.convertedFrom ? `Converted from the ${quote.convertedFrom} trade at` : 'Trade at'} ${tradeClock(quote.tradeAt)} UTC`}
    </p>
  );
}
