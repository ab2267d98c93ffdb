import { Button } from '../../../../shared/ui/button.tsx';
import { explainError } from '../../../../shared/ui/error-explanation.ts';
import { useDayStats } from '../../hooks/use-price-history.ts';
import { formatPrice } from '../../lib/format-price.ts';
import type { BpiData } from '../../lib/snapshot.ts';
import { formatFixed, numberFormat } from '../../../../shared/lib/reader-locale.ts';

const btcVolume = () => numberFormat({ maximumFractionDigits: 2 });

/** Where the 24-hour figures come from in each mode: one source, named wherever they are shown. */
export const dayFiguresSource = (data: BpiData) => (data.source === 'feed' ? 'the Coinbase Exchange live feed' : "Coinbase Exchange's 24-hour stats");

interface DayFiguresShown {
  currency: string;
  open: number;
  high: number;
  low: number;
  last: number;
  volume: number;
}

/** The streamed figures of the currency's own product, else USD's (converted by the caller). */
export function streamedFigures(data: BpiData, code: string): DayFiguresShown | undefined {
  const currency = data.day?.[code] ? code : 'USD';
  const day = data.day?.[currency];
  const last = data.quotes[currency]?.price;
  if (!day || last === undefined) return undefined;
  return { currency, open: Number(day.open), high: Number(day.high), low: Number(day.low), last, volume: Number(day.volume) };
}

/**
 * Open, high, low, change and volume over the last 24 hours, from one source: the figures each
 * streamed trade carries while the feed streams, Coinbase Exchange's stats otherwise.
 */
export function DayStats({ code, data }: { code: string; data: BpiData }) {
  const streamed = data.source === 'feed' ? streamedFigures(data, code) : undefined;
  const query = useDayStats(code, !streamed);
  const stats = streamed ?? query.data;
  const heading = `Last 24 hours, from ${dayFiguresSource(data)}`;
  if (!stats) {
    if (query.isPending) return <StatsGrid heading={heading} items={LABELS.map((label) => [label, '…'])} busy />;
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <p>24-hour figures unavailable: {explainError(query.error).title}.</p>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Retrying…' : 'Retry'}
        </Button>
      </div>
    );
  }
  const { quotes } = data;
  const converted = stats.currency !== code;
  const rate = converted ? (quotes[code]?.price ?? NaN) / (quotes[stats.currency]?.price ?? NaN) : 1;
  if (!Number.isFinite(rate)) return null;
  const money = (value: number) => formatPrice(value * rate, code);
  const change = stats.open > 0 ? ((stats.last - stats.open) / stats.open) * 100 : 0;
  const items: (readonly [string, string])[] = [
    ['Open', money(stats.open)],
    ['High', money(stats.high)],
    ['Low', money(stats.low)],
    ['Change', `${change > 0 ? '+' : change < 0 ? '−' : ''}${formatFixed(Math.abs(change), 2)}%`],
    ['Volume', `${btcVolume().format(stats.volume)} BTC`],
  ];
  return <StatsGrid heading={`${heading}${converted ? ` (converted from ${stats.currency})` : ''}`} items={items} />;
}

const LABELS = ['Open', 'High', 'Low', 'Change', 'Volume'];

/** The same boxes loading and loaded, so the values arriving move nothing on the page. */
function StatsGrid({ heading, items, busy }: { heading: string; items: readonly (readonly [string, string])[]; busy?: boolean }) {
  return (
    <div className="space-y-1" aria-busy={busy || undefined}>
      <h3 className="text-sm font-semibold">{heading}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-soft">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
