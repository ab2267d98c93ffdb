import { Button } from '../../../../shared/ui/button.tsx';
import { explainError } from '../../../../shared/ui/error-explanation.ts';
import { useDayStats } from '../../hooks/use-price-history.ts';
import { formatPrice } from '../../lib/format-price.ts';
import type { BpiData, PriceSource } from '../../lib/snapshot.ts';
import { useShownPrice } from '../../hooks/use-live-select.ts';
import { sameFields } from '../../lib/live-price.ts';
import { formatFixed } from '../../../../shared/lib/reader-locale.ts';

/** Where the 24-hour figures come from in each mode: one source, named wherever they are shown. */
export const dayFiguresSource = (source: PriceSource) => (source === 'feed' ? 'the Coinbase Exchange live feed' : "Coinbase Exchange's 24-hour stats");

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

/** The figures as written, in `code` (converted at the live prices where they are another currency's); null without a rate. */
function writtenFigures(data: BpiData, code: string, stats: DayFiguresShown): string[] | null {
  const { quotes } = data;
  const converted = stats.currency !== code;
  const rate = converted ? (quotes[code]?.price ?? NaN) / (quotes[stats.currency]?.price ?? NaN) : 1;
  if (!Number.isFinite(rate)) return null;
  const money = (value: number) => formatPrice(value * rate, code);
  const change = stats.open > 0 ? ((stats.last - stats.open) / stats.open) * 100 : 0;
  return [
    money(stats.open),
    money(stats.high),
    money(stats.low),
    `${change > 0 ? '+' : change < 0 ? '−' : ''}${formatFixed(Math.abs(change), 2)}%`,
    `${formatFixed(stats.volume, 2, true)} BTC`,
  ];
}

const sameWritten = (a: string[] | null | undefined, b: string[] | null | undefined) => a === b || (!!a && !!b && sameFields(a, b));

/**
 * Open, high, low, change and volume over the last 24 hours, from one source: the figures each
 * streamed trade carries while the feed streams, Coinbase Exchange's stats otherwise. Re-rendered
 * when a figure as written changes.
 */
export function DayStats({ code }: { code: string }) {
  const source = useShownPrice((data) => data.source);
  const streamedFrom = useShownPrice((data) => (data.source === 'feed' ? streamedFigures(data, code)?.currency : undefined));
  const query = useDayStats(code, !streamedFrom);
  const stats = query.data;
  const written = useShownPrice((data) => {
    const shown = streamedFrom ? streamedFigures(data, code) : stats;
    return shown && writtenFigures(data, code, shown);
  }, sameWritten);
  const heading = `Last 24 hours, from ${dayFiguresSource(source)}`;
  if (written === undefined) {
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
  if (written === null) return null;
  const from = streamedFrom ?? stats?.currency ?? code;
  const items = LABELS.map((label, index) => [label, written[index]!] as const);
  return <StatsGrid heading={`${heading}${from !== code ? ` (converted from ${from})` : ''}`} items={items} />;
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
