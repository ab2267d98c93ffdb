import { Link } from 'react-router';
import { TileQuery } from '../../shared/board/tile-query.tsx';
import type { TileProps, TileRenderers } from '../../shared/board/tile-types.ts';
import { formatInteger } from '../../shared/lib/format.ts';
import { pluralWord } from '../../shared/lib/plural.ts';
import type { School } from './api/schemas.ts';
import { bestIndexes } from './lib/best-value.ts';
import { COMPARE_GROUPS } from './lib/compare-measures.ts';
import { parseCompareIds } from './lib/compare-ids.ts';
import { measureForSort } from './lib/map-measure.ts';
import { parseSearch, parseSort, toApiParams } from './lib/search-params.ts';
import { useComparison, useSchoolList } from './hooks/use-schools.ts';

function SchoolLink({ school }: { school: School }) {
  return (
    <Link to={`/colleges/${school.id}`} className="font-medium text-accent underline-offset-2 hover:underline">
      {school['school.name']}
    </Link>
  );
}

/**
 * A Scorecard search: how many schools match and the first three by its sort. The same query as
 * the page's first page, so the tile and the page share one request (DEMO_KEY allows 30 an hour);
 * no polling, refreshed on demand or once the page's stale time has passed.
 */
function SearchTile({ search }: TileProps) {
  const view = parseSearch(search);
  const query = useSchoolList(toApiParams({ ...view, page: 0 }));
  const measure = measureForSort(parseSort(view.sort).field);
  return (
    <TileQuery query={query} refreshable>
      {(page) => (
        <>
          <p className="text-sm">
            <span className="text-xl font-semibold tabular-nums">{formatInteger(page.metadata.total)}</span>{' '}
            {pluralWord(page.metadata.total, 'school matches', 'schools match')}
          </p>
          <ol className="mt-1 space-y-1 text-sm">
            {page.results.slice(0, 3).map((school) => {
              const value = measure ? measure.format(typeof school[measure.field] === 'number' ? (school[measure.field] as number) : null) : null;
              return (
                <li key={school.id} className="truncate">
                  <SchoolLink school={school} />
                  {measure && (
                    <span className="text-muted">
                      {' '}
                      · {measure.label}: {value ?? 'not reported'}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </TileQuery>
  );
}

const DECIDING = COMPARE_GROUPS[0]!.measures.filter((measure) => measure.better);

/** The compare set: each school with the measure people decide by that it is best at. */
function CompareTile({ search }: TileProps) {
  const { ids } = parseCompareIds(search.get('ids'));
  const query = useComparison(ids);
  if (ids.length === 0) return <p className="text-sm">This comparison has no schools.</p>;
  return (
    <TileQuery query={query} refreshable>
      {(schools) => {
        const best = DECIDING.map((measure) => ({ measure, winners: bestIndexes(schools.map(measure.value), measure.better!) }));
        return (
          <ul className="space-y-1 text-sm">
            {schools.map((school, index) => {
              const wins = best.filter(({ winners }) => winners.has(index)).map(({ measure }) => measure.label.toLowerCase());
              return (
                <li key={school.id} className="truncate">
                  <SchoolLink school={school} />
                  <span className="text-muted"> · {wins.length > 0 ? `best ${wins.join(', ')}` : 'best at none of the key measures'}</span>
                </li>
              );
            })}
          </ul>
        );
      }}
    </TileQuery>
  );
}

export const tiles: TileRenderers = { search: SearchTile, compare: CompareTile };
