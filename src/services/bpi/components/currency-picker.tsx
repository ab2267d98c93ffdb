import { memo, useId, useMemo } from 'react';
import { inputClass } from '../../../shared/ui/field.tsx';
import { currencyName } from '../lib/format-price.ts';
import { isFiat } from '../lib/fiat.ts';
import { BASE_CURRENCIES, type BpiData } from '../lib/snapshot.ts';
import { useShownPrice } from '../hooks/use-live-select.ts';

/** Base currencies first, then every other currency the source quotes (tokens such as ETH are no currency). */
function pickable(codes: readonly string[]): string[] {
  const listed = codes.filter(isFiat);
  const base = BASE_CURRENCIES.filter((code) => listed.includes(code));
  return [...base, ...listed.filter((code) => !base.includes(code as never)).sort()];
}

/** The currencies quoted, with their names, as one line each: it changes when the list does, not with a price. */
const listingOf = (data: BpiData) =>
  Object.values(data.quotes)
    .map((quote) => `${quote.code}\t${quote.description ?? ''}`)
    .join('\n');

/**
 * The highlighted currency. It re-renders, and its options (up to ~200, each named by Intl) are
 * built, only when the list of currencies changes, not with every streamed price.
 */
export const CurrencyPicker = memo(function CurrencyPicker({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const id = useId();
  const listing = useShownPrice(listingOf);
  const options = useMemo(() => {
    const names = new Map(listing.split('\n').map((line) => line.split('\t') as [string, string]));
    return pickable([...names.keys()]).map((code) => (
      <option key={code} value={code}>
        {code} — {currencyName(code, names.get(code) || undefined)}
      </option>
    ));
  }, [listing]);
  return (
    <div className="w-full max-w-xs space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Highlighted currency
      </label>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {options}
      </select>
    </div>
  );
});
