import { formatInteger } from '../../../shared/lib/format.ts';
import { useDeferredValue, useMemo } from 'react';
import { Skeleton, SkeletonGroup, SkeletonLine } from '../../../shared/ui/skeleton.tsx';
import { type PopulationSupport, type GraphqlOutcome } from '../api/graphql.ts';
import type { CountryListData } from '../api/country-list.ts';
import { languageName } from '../lib/language-label.ts';
import { filterByLanguage, searchCountries, sortCountries, type ListParams } from '../lib/list-params.ts';
import { countryColumns, CountryTable } from './country-table.tsx';
import { PartialErrorsNote } from './partial-errors-note.tsx';
import { PopulationNote } from './population-note.tsx';
import { countOf } from '../../../shared/lib/plural.ts';
import { WorldMapView } from './world-map-view.tsx';

interface CountryResultsProps {
  result: GraphqlOutcome<CountryListData>;
  params: ListParams;
  /** The previous continent's list is shown while the new one loads. */
  updating: boolean;
  withPopulation: boolean;
  /** The schema check's answer: the note on missing population shows once, with the table it explains. */
  populationSupport: PopulationSupport | undefined;
}

export function CountryResults({ result, params, updating, withPopulation, populationSupport }: CountryResultsProps) {
  const { countries, continents } = result.data;
  const shown = useMemo(
    () => sortCountries(searchCountries(filterByLanguage(countries, params.language), params.q), params.sort),
    [countries, params.q, params.language, params.sort],
  );
  const narrowed = params.q.trim() !== '' || params.language !== undefined;
  const matching = narrowed || params.currency !== undefined || params.continent !== undefined;
  // The map repaints hundreds of shapes: it follows the search in a deferred render, so a
  // keystroke shows the count and the rows at once and the next keystroke can interrupt the map.
  const mapView = useDeferredValue(useMemo(() => ({ countries: shown, matching }), [shown, matching]));
  const map = useMemo(
    () => (
      <WorldMapView
        countries={mapView.countries}
        colouring={mapView.matching ? 'match' : 'continent'}
        label={mapView.matching ? 'Countries that match' : 'Countries in the list'}
        matchLabel="Matches the search and filters"
      />
    ),
    [mapView],
  );
  const continentName = continents.find((continent) => continent.code === params.continent)?.name ?? params.continent;
  const scope = `${params.currency ? ` paying in ${params.currency}` : ''}${params.continent ? ` in ${continentName}` : ''}`;
  const spoken = countries.flatMap((country) => country.languages);
  const why = [
    params.language ? `speak ${languageName(params.language, spoken) ?? `the language “${params.language}”`}` : '',
    params.q.trim() ? `match “${params.q.trim().slice(0, 60)}”` : '',
  ]
    .filter(Boolean)
    .join(' and ');

  return (
    <div className="space-y-3" aria-busy={updating}>
      <PartialErrorsNote errors={result.partialErrors} />
      <p role="status" className="text-sm font-medium">
        {updating
          ? 'Loading the selected continent…'
          : narrowed
            ? `${formatInteger(shown.length)} of ${countOf(countries.length, 'country', 'countries')}${scope} ${why}`
            : `${countOf(countries.length, 'country', 'countries')}${scope}`}
      </p>
      {shown.length > 0 ? (
        <>
          <PopulationNote support={populationSupport} />
          {map}
          <CountryTable countries={shown} withPopulation={withPopulation} />
        </>
      ) : (
        <p className="rounded-md border border-dashed border-zinc-300 p-4 text-sm dark:border-zinc-700">
          No countries match. {narrowed || params.currency ? 'Try a shorter search or fewer filters.' : 'This continent code has no countries.'}
        </p>
      )}
    </div>
  );
}

const SKELETON_BARS = ['w-3/4', 'w-2/3', 'w-3/4', 'w-2/3', 'w-1/2', 'w-4/5', 'w-1/2', 'w-1/3'];

/**
 * The results while the first list loads: the count line, the population note's line (unless the
 * server is known to offer population) and a table of twelve rows, as tall as the rows the table
 * then shows (names with a native name below take two lines) and with its columns, so the list
 * replaces it in place on a phone and on a desktop screen alike.
 */
export function CountryResultsSkeleton({ rows = 12, withPopulation = false }: { rows?: number; withPopulation?: boolean }) {
  const columns = countryColumns(withPopulation);
  const last = columns.widths.length - 1;
  return (
    <div role="status">
      <span className="sr-only">Loading countries…</span>
      <SkeletonGroup className="space-y-3">
        <SkeletonLine bar="h-3.5 w-28" />
        {!withPopulation && <SkeletonLine className="h-4" bar="h-3 w-96 max-w-full" />}
        {/* Wide like the table (it scrolls sideways on phones): the skeleton shows its left part. */}
        <div className="overflow-hidden rounded-lg border border-zinc-200 dark:border-zinc-800">
          <div className={`${columns.minWidth} divide-y divide-zinc-200 dark:divide-zinc-800`}>
            <div className="flex h-12 items-center bg-zinc-50 dark:bg-zinc-900">
              {columns.widths.map((width, column) => (
                <div key={column} className={`px-3 ${withPopulation && column === last ? 'flex justify-end' : ''}`} style={{ width }}>
                  <Skeleton className="h-3 w-2/3" />
                </div>
              ))}
            </div>
            {Array.from({ length: rows }, (_, row) => (
              <div key={row} className="flex h-[3.25rem] items-start bg-white py-2 dark:bg-zinc-950">
                {columns.widths.map((width, column) => (
                  <div key={column} className={`space-y-2 px-3 pt-1 ${withPopulation && column === last ? 'flex justify-end' : ''}`} style={{ width }}>
                    <Skeleton className={`h-3.5 ${SKELETON_BARS[(column + row) % SKELETON_BARS.length]}`} />
                    {/* Most names have a native name below them. */}
                    {column === 0 && row % 3 !== 2 && <Skeleton className="h-3 w-1/3" />}
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      </SkeletonGroup>
    </div>
  );
}
