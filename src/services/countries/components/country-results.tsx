import { useMemo } from 'react';
import type { GraphqlOutcome } from '../api/run-graphql.ts';
import type { CountryListData } from '../api/schemas.ts';
import { searchCountries, sortCountries, type ListParams } from '../lib/list-params.ts';
import { CountryTable } from './country-table.tsx';
import { PartialErrorsNote } from './partial-errors-note.tsx';

interface CountryResultsProps {
  result: GraphqlOutcome<CountryListData>;
  params: ListParams;
  /** The previous continent's list is shown while the new one loads. */
  updating: boolean;
  withPopulation: boolean;
}

export function CountryResults({ result, params, updating, withPopulation }: CountryResultsProps) {
  const { countries, continents } = result.data;
  const shown = useMemo(() => sortCountries(searchCountries(countries, params.q), params.sort), [countries, params.q, params.sort]);
  const continentName = continents.find((continent) => continent.code === params.continent)?.name ?? params.continent;
  const scope = params.continent ? ` in ${continentName}` : '';

  return (
    <div className="space-y-3" aria-busy={updating}>
      <PartialErrorsNote errors={result.partialErrors} />
      <p role="status" className="text-sm font-medium">
        {updating
          ? 'Loading the selected continent…'
          : params.q.trim()
            ? `${shown.length} of ${countries.length} countries${scope} match “${params.q.trim().slice(0, 60)}”`
            : `${countries.length} countries${scope}`}
      </p>
      {shown.length > 0 ? (
        <CountryTable countries={shown} withPopulation={withPopulation} />
      ) : (
        <p className="rounded-md border border-dashed border-zinc-300 p-4 text-sm dark:border-zinc-700">
          No countries match. {params.q ? 'Try a shorter search or another continent.' : 'This continent code has no countries.'}
        </p>
      )}
    </div>
  );
}
