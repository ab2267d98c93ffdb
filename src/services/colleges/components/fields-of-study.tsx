import { useId } from 'react';
import { Card } from '../../../shared/ui/card.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { countOf } from '../../../shared/lib/plural.ts';
import { usePageParams } from '../../../shared/hooks/url-state/use-page-params.ts';
import { collegeDetailUrl } from '../lib/detail-params.ts';
import type { Program } from '../api/program-schema.ts';
import { barScaleMax, DEFAULT_PROGRAM_SORT, isProgramSort, NOT_PUBLISHED, PROGRAM_SORTS, sortPrograms } from '../lib/fields-of-study.ts';
import { formatMoney } from '../lib/format-values.ts';

function Bar({ label, value, max, tone }: { label: string; value: number | null; max: number; tone: 'earnings' | 'debt' }) {
  return (
    <div className="grid grid-cols-[4.5rem_minmax(0,1fr)_6.5rem] items-center gap-2 sm:grid-cols-[5rem_minmax(0,1fr)_7rem]">
      <dt className="text-xs text-soft">{label}</dt>
      <span className="h-3 rounded-sm bg-zinc-200 dark:bg-zinc-700" aria-hidden="true">
        {value !== null && (
          <span
            className={`block h-3 rounded-sm ${tone === 'earnings' ? 'bg-accent' : 'bg-amber-600 dark:bg-amber-400'}`}
            style={{ width: `${Math.max(1, (value / max) * 100)}%` }}
          />
        )}
      </span>
      <dd className="text-right tabular-nums">
        {value === null ? <span className="text-xs text-zinc-700 italic dark:text-zinc-300">{NOT_PUBLISHED}</span> : formatMoney(value)}
      </dd>
    </div>
  );
}

/**
 * The school's fields of study as horizontal bars with the amounts written out: median earnings
 * four years after completion and median debt, on one scale. The order lives in the URL.
 */
export function FieldsOfStudy({ programs }: { programs: Program[] | null }) {
  const id = useId();
  const { values, set } = usePageParams(collegeDetailUrl);
  const sort = values.programSort;
  const list = programs ?? [];
  const sorted = sortPrograms(list, sort);
  const max = barScaleMax(list);
  const choose = (next: string) => set({ programSort: isProgramSort(next) ? next : DEFAULT_PROGRAM_SORT }, { preventScrollReset: true });

  return (
    <Card title="Fields of study" headingId={`${id}-heading`}>
      {list.length === 0 ? (
        <p className="text-sm">The College Scorecard lists no fields of study for this school.</p>
      ) : (
        <div className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <p className="text-sm text-soft">
              {`${countOf(list.length, 'program')}: median earnings 4 years after completing, and median debt borrowed here.`}
            </p>
            <div className="space-y-1">
              <label htmlFor={id} className="block text-sm font-medium">
                Sort programs
              </label>
              <select id={id} className={`${inputClass} sm:w-56`} value={sort} onChange={(event) => choose(event.target.value)}>
                {Object.entries(PROGRAM_SORTS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <ul className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800" aria-labelledby={`${id}-heading`}>
            {sorted.map((program) => (
              <li key={`${program.code}-${program.credentialLevel ?? ''}`} className="space-y-1 py-2">
                <p className="font-medium [overflow-wrap:anywhere]">
                  {program.title} <span className="font-normal text-soft">· {program.credential}</span>
                </p>
                <dl className="space-y-1">
                  <Bar label="Earnings" value={program.earnings} max={max} tone="earnings" />
                  <Bar label="Debt" value={program.debt} max={max} tone="debt" />
                </dl>
              </li>
            ))}
          </ul>
          <p className="text-xs text-soft">
            “{NOT_PUBLISHED}”: the Scorecard withholds a figure when too few graduates are counted to protect their privacy, or has none; it is never counted as
            zero. Figures cover graduates who received federal aid.
          </p>
        </div>
      )}
    </Card>
  );
}
