import { Link } from 'react-router';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import type { School } from '../api/schemas.ts';
import { bestIndexes } from '../lib/best-value.ts';
import { moveId } from '../lib/compare-ids.ts';
import type { Measure, MeasureGroup } from '../lib/compare-measures.ts';
import { Missing } from './missing.tsx';
import { WebsiteLink } from './website-link.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';

/**
 * The measure column stays in view while the schools scroll sideways; on a phone each school's
 * column is the rest of the width (the page's 1rem margins, the 7rem label, the border), so a swipe
 * snaps to the next school.
 */
const labelCell =
  'sticky left-0 z-10 w-28 min-w-28 max-w-28 border-r border-zinc-200 px-2 py-2 text-left sm:w-52 sm:min-w-52 sm:max-w-52 sm:px-3 dark:border-zinc-800';
const scrollRegion = 'relative snap-x snap-mandatory scroll-pl-28 overflow-x-auto rounded-lg border border-zinc-200 sm:scroll-pl-52 dark:border-zinc-800';
const schoolColumn = 'min-w-[calc(100vw-9rem-2px)] snap-start sm:min-w-44 sm:max-w-64';

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

function SchoolHeader({
  school,
  index,
  count,
  onMove,
  onRemove,
}: {
  school: School;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: (control: HTMLElement) => void;
}) {
  const name = school['school.name'];
  return (
    <th scope="col" data-focus-item className={`${schoolColumn} px-3 py-2 text-right align-bottom font-semibold`}>
      <Link to={`/colleges/${school.id}`} className="text-accent-strong underline-offset-2 [overflow-wrap:anywhere] hover:underline">
        <bdi>{name}</bdi>
      </Link>
      <span className="mt-1 flex justify-end gap-1 font-normal">
        <button
          type="button"
          className={buttonClass('ghost', 'min-h-7 px-1.5 py-0.5')}
          disabled={index === 0}
          aria-label={`Move ${name} earlier`}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'min-h-7 px-1.5 py-0.5')}
          disabled={index === count - 1}
          aria-label={`Move ${name} later`}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">→</span>
        </button>
        <button
          type="button"
          data-focus-peer="compare-remove"
          className={buttonClass('ghost', 'min-h-7 px-1.5 py-0.5')}
          aria-label={`Remove ${name} from this comparison`}
          onClick={(event) => onRemove(event.currentTarget)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </span>
    </th>
  );
}

/**
 * Schools as columns and measures as rows, as the Scorecard compares: the figures people decide
 * by first, then a chosen field of study, cost, and the school. The measure names stay pinned while
 * the schools scroll sideways inside the table's own region (never the page); the best value of
 * each measure is marked in words, not colour alone.
 */
export function CompareTable({ schools, groups, onReorder }: { schools: School[]; groups: readonly MeasureGroup[]; onReorder: (ids: number[]) => void }) {
  const ids = schools.map((school) => school.id);
  return (
    <>
      <ScrollRegion label="Comparison table" className={scrollRegion}>
        <table className="w-full text-sm">
          <caption className="sr-only">Schools compared side by side, one column each; the best value of each measure is marked “Best”.</caption>
          <thead className="bg-zinc-50 dark:bg-zinc-900">
            <tr data-focus-group>
              <td className={`${labelCell} bg-zinc-50 dark:bg-zinc-900`} />
              {schools.map((school, index) => (
                <SchoolHeader
                  key={school.id}
                  school={school}
                  index={index}
                  count={schools.length}
                  onMove={(step) => onReorder(moveId(ids, school.id, step))}
                  onRemove={(control) => {
                    keepFocusOnRemoval(control);
                    onReorder(ids.filter((id) => id !== school.id));
                  }}
                />
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.title} className="divide-y divide-zinc-200 border-t border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
              <tr>
                <th scope="rowgroup" colSpan={schools.length + 1} className="bg-zinc-100 px-3 py-1.5 text-left font-semibold dark:bg-zinc-800">
                  <span className="sticky left-3">{group.title}</span>
                </th>
              </tr>
              {group.measures.map((measure) => {
                const best = measure.better ? bestIndexes(schools.map(measure.value), measure.better) : new Set<number>();
                return (
                  <tr key={measure.id} className="align-top">
                    <th scope="row" className={`${labelCell} bg-white font-medium dark:bg-zinc-900`}>
                      {measure.label}
                      {measure.better && (
                        <span className="block text-xs font-normal text-muted">{measure.better === 'low' ? 'lower is better' : 'higher is better'}</span>
                      )}
                    </th>
                    {schools.map((school, index) => (
                      <td key={school.id} className={`px-3 py-2 ${measure.website ? 'text-right [overflow-wrap:anywhere]' : 'text-right tabular-nums'}`}>
                        <Value school={school} measure={measure} best={best.has(index)} />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </ScrollRegion>
      <p className="text-xs text-soft">
        “—” means the Scorecard does not report the figure for that school (often withheld to protect privacy); a missing figure never counts as best. Net price
        by income uses the public or private figures according to the school’s ownership.
      </p>
    </>
  );
}
