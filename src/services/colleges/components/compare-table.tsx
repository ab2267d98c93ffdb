import { Link } from 'react-router';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import type { School } from '../api/schemas.ts';
import { bestIndexes } from '../lib/best-value.ts';
import { moveId } from '../lib/compare-ids.ts';
import { COMPARE_MEASURES, type Measure } from '../lib/compare-measures.ts';
import { Missing } from './missing.tsx';
import { WebsiteLink } from './website-link.tsx';

const stickyCell = 'sticky left-0 z-10';

function Value({ school, measure, best }: { school: School; measure: Measure; best: boolean }) {
  if (measure.website) return <WebsiteLink url={measure.show(school)} />;
  const text = measure.show(school);
  if (text === null) return <Missing />;
  if (!best) return <>{text}</>;
  return (
    <span className="inline-flex flex-col items-end">
      <strong className="font-semibold">{text}</strong>
      <span className="rounded bg-emerald-100 px-1 text-xs font-medium text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
        Best
        <span className="sr-only">{measure.better === 'low' ? ' (lowest)' : ' (highest)'}</span>
      </span>
    </span>
  );
}

function MeasureHeader({ measure, rowSpan, quiet }: { measure: Measure; rowSpan?: number; quiet?: boolean }) {
  return (
    <th scope="col" rowSpan={rowSpan} className={`min-w-32 px-3 py-2 align-bottom font-semibold ${measure.website ? 'text-left' : 'text-right'}`}>
      {measure.label}
      {measure.better && !quiet && (
        <span className="block text-xs font-normal text-zinc-600 dark:text-zinc-400">{measure.better === 'low' ? 'lower is better' : 'higher is better'}</span>
      )}
    </th>
  );
}

/**
 * One row per school, one column per measure. The name column stays pinned while the table
 * scrolls sideways (phones); the best value of each measure is marked in words, not colour alone.
 */
export function CompareTable({ schools, onReorder }: { schools: School[]; onReorder: (ids: number[]) => void }) {
  const ids = schools.map((school) => school.id);
  const best = new Map(
    COMPARE_MEASURES.map((measure) => [measure.id, measure.better ? bestIndexes(schools.map(measure.value), measure.better) : new Set<number>()]),
  );
  const move = (id: number, step: -1 | 1) => onReorder(moveId(ids, id, step));
  return (
    <>
      {/* The region scrolls on narrow screens instead of the page, so keyboard users must be able to focus it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label="Comparison table" tabIndex={0} className="relative overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
        <table className="w-full text-sm">
          <caption className="sr-only">Schools compared side by side; the best value of each measure is marked “Best”.</caption>
          <thead className="bg-zinc-50 dark:bg-zinc-900">
            <tr>
              <th
                scope="col"
                rowSpan={2}
                className={`${stickyCell} border-r border-zinc-200 bg-zinc-50 px-3 py-2 text-left align-bottom font-semibold dark:border-zinc-800 dark:bg-zinc-900`}
              >
                School
              </th>
              {COMPARE_MEASURES.map((measure, index) => {
                if (!measure.group) return <MeasureHeader key={measure.id} measure={measure} rowSpan={2} />;
                if (COMPARE_MEASURES[index - 1]?.group === measure.group) return null;
                const span = COMPARE_MEASURES.filter((other) => other.group === measure.group).length;
                return (
                  <th
                    key={measure.group}
                    scope="colgroup"
                    colSpan={span}
                    className="border-b border-zinc-200 px-3 pt-2 pb-1 text-center font-semibold dark:border-zinc-800"
                  >
                    {measure.group}
                    <span className="block text-xs font-normal text-zinc-600 dark:text-zinc-400">lower is better</span>
                  </th>
                );
              })}
            </tr>
            <tr>
              {COMPARE_MEASURES.filter((measure) => measure.group).map((measure) => (
                <MeasureHeader key={measure.id} measure={measure} quiet />
              ))}
            </tr>
          </thead>
          <tbody data-focus-group className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {schools.map((school, index) => (
              <tr key={school.id} data-focus-item className="align-top">
                <th
                  scope="row"
                  className={`${stickyCell} bg-white dark:bg-zinc-900 w-32 min-w-32 max-w-32 border-r border-zinc-200 px-2 py-2 text-left font-medium sm:w-52 sm:min-w-52 sm:max-w-52 sm:px-3 dark:border-zinc-800`}
                >
                  <Link to={`/colleges/${school.id}`} className="text-accent-strong underline-offset-2 [overflow-wrap:anywhere] hover:underline">
                    <bdi>{school['school.name']}</bdi>
                  </Link>
                  <span className="mt-1 flex gap-1">
                    <button
                      type="button"
                      className={buttonClass('ghost', 'min-h-7 px-1.5 py-0.5')}
                      disabled={index === 0}
                      aria-label={`Move ${school['school.name']} up`}
                      onClick={() => move(school.id, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={buttonClass('ghost', 'min-h-7 px-1.5 py-0.5')}
                      disabled={index === schools.length - 1}
                      aria-label={`Move ${school['school.name']} down`}
                      onClick={() => move(school.id, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      data-focus-peer="compare-remove"
                      className={buttonClass('ghost', 'min-h-7 px-1.5 py-0.5')}
                      aria-label={`Remove ${school['school.name']} from this comparison`}
                      onClick={(event) => {
                        keepFocusOnRemoval(event.currentTarget);
                        onReorder(ids.filter((id) => id !== school.id));
                      }}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </span>
                </th>
                {COMPARE_MEASURES.map((measure) => (
                  <td key={measure.id} className={`px-3 py-2 ${measure.website ? 'max-w-48' : 'text-right tabular-nums'}`}>
                    <Value school={school} measure={measure} best={best.get(measure.id)?.has(index) ?? false} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-zinc-700 dark:text-zinc-300">
        “—” means the Scorecard does not report the figure for that school (often withheld to protect privacy); a missing figure never counts as best. Net price
        by income uses the public or private figures according to the school’s ownership.
      </p>
    </>
  );
}
