import { formatSecondsAgo } from '../../../shared/lib/format.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { formatPrice } from '../lib/format-price.ts';
import { useHistory } from '../hooks/use-price-points.ts';
import { SOURCE_NAMES } from '../lib/snapshot.ts';

/** Offline before any price arrived: says so, and shows the last price this tab saw, with its age. */
export function OfflinePrice({ code }: { code?: string }) {
  const history = useHistory();
  const now = useNow(1000);
  const last = history.at(-1);
  const shown = last && (code && last.prices[code] !== undefined ? code : last.prices.USD !== undefined ? 'USD' : Object.keys(last.prices)[0]);
  return (
    <div role="status" className="space-y-1 rounded-lg border border-zinc-300 bg-white p-4 text-sm dark:border-zinc-700 dark:bg-zinc-900">
      <p className="font-semibold">No price while you are offline.</p>
      {last && shown ? (
        <p>
          Last price seen in this tab: <span className="font-semibold tabular-nums">{formatPrice(last.prices[shown]!, shown)}</span> per BTC, from{' '}
          {SOURCE_NAMES[last.source]}, {formatSecondsAgo(last.at, now)}.
        </p>
      ) : (
        <p>This tab has not seen a price yet; it appears when the connection is back.</p>
      )}
    </div>
  );
}
