import { formatChange, priceChange } from '../lib/format-price.ts';
import { useHistory } from '../hooks/use-price-points.ts';
import { seriesFor } from '../lib/price-history.ts';
import { SOURCE_NAMES } from '../lib/snapshot.ts';
import { CHANGE_ARROW, CHANGE_TONE, CHANGE_WORD } from '../lib/change-tone.ts';

/** Direction, amount and percentage since the previous refresh (never colour alone). */
export function PriceChange({ code }: { code: string }) {
  const history = useHistory();
  const series = seriesFor(history, code);
  const current = series.at(-1);
  const previous = series.at(-2);
  if (!current || !previous) {
    return <p className="text-sm text-soft">Change since the previous refresh appears after the next refresh.</p>;
  }
  const change = priceChange(previous.price, current.price);
  return (
    <p className={`text-sm font-medium ${CHANGE_TONE[change.direction]}`}>
      <span aria-hidden="true">{CHANGE_ARROW[change.direction]} </span>
      {change.direction === 'flat' ? '' : CHANGE_WORD[change.direction]} {formatChange(change, code)} since the previous refresh
      {previous.source !== current.source && <span className="font-normal text-soft"> (that price came from {SOURCE_NAMES[previous.source]})</span>}
    </p>
  );
}
