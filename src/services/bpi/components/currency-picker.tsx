import { useId } from 'react';
import { inputClass } from '../../../shared/ui/field.tsx';
import { currencyName } from '../lib/format-price.ts';
import { BASE_CURRENCIES, type PriceSnapshot } from '../lib/snapshot.ts';

/** Base currencies first, then every other three-letter code the source quotes. */
function pickable(snapshot: PriceSnapshot): string[] {
  const codes = Object.keys(snapshot.quotes).filter((code) => /^[A-Z]{3}$/.test(code));
  const base = BASE_CURRENCIES.filter((code) => codes.includes(code));
  return [...base, ...codes.filter((code) => !base.includes(code as never)).sort()];
}

export function CurrencyPicker({ snapshot, value, onChange }: { snapshot: PriceSnapshot; value: string; onChange: (code: string) => void }) {
  const id = useId();
  const codes = pickable(snapshot);
  return (
    <div className="w-full max-w-xs space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Highlighted currency
      </label>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {codes.map((code) => (
          <option key={code} value={code}>
            {code} — {currencyName(code, snapshot.quotes[code]?.description)}
          </option>
        ))}
      </select>
    </div>
  );
}
