import { useId } from 'react';
import { inputClass } from '../../../shared/ui/field.tsx';
import { usePageParams } from '../../../shared/hooks/url-state/use-page-params.ts';
import { bandField, INCOME_BANDS, type School } from '../api/schemas.ts';
import { collegeDetailUrl } from '../lib/detail-params.ts';
import { formatMoney } from '../lib/format-values.ts';
import { Missing } from './missing.tsx';

/**
 * Net price for each family-income band as bars with the amounts as text; the band chosen in
 * `?income=` is highlighted (in words too, not by colour alone).
 */
export function NetPriceBands({ school }: { school: School }) {
  const id = useId();
  const { values: url, set } = usePageParams(collegeDetailUrl);
  const chosen = url.income || undefined;
  const values = INCOME_BANDS.map((band) => {
    const value = school[bandField(school['school.ownership'], band.key)];
    return { ...band, value: typeof value === 'number' ? value : null };
  });
  const max = Math.max(1, ...values.map((band) => band.value ?? 0));
  const choose = (next: string) => set({ income: INCOME_BANDS.find((band) => band.key === next)?.key ?? '' }, { preventScrollReset: true });
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium">
          Your family income
        </label>
        <select id={id} className={`${inputClass} sm:w-64`} value={chosen ?? ''} onChange={(event) => choose(event.target.value)}>
          <option value="">Not chosen</option>
          {INCOME_BANDS.map((band) => (
            <option key={band.key} value={band.key}>
              {band.label}
            </option>
          ))}
        </select>
      </div>
      <ul className="space-y-2 text-sm" aria-label="Net price by family income">
        {values.map((band) => {
          const highlighted = band.key === chosen;
          return (
            <li
              key={band.key}
              className={`grid grid-cols-[7.5rem_minmax(0,1fr)_5rem] items-center sm:grid-cols-[9rem_minmax(0,1fr)_6rem] gap-2 rounded px-1 ${highlighted ? 'bg-amber-100 font-semibold dark:bg-amber-950' : ''}`}
            >
              <span>
                {band.label}
                {highlighted && <span className="block text-xs font-medium">your income</span>}
              </span>
              <span className="h-3 rounded-sm bg-zinc-200 dark:bg-zinc-700" aria-hidden="true">
                {band.value !== null && <span className="block h-3 rounded-sm bg-accent" style={{ width: `${(band.value / max) * 100}%` }} />}
              </span>
              <span className="text-right tabular-nums">{band.value === null ? <Missing /> : formatMoney(band.value)}</span>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-soft">
        {`Average yearly cost after grants for students receiving federal aid, from the ${school['school.ownership'] === 1 ? 'public' : 'private'} school figures. “—”: not reported.`}
      </p>
    </div>
  );
}
