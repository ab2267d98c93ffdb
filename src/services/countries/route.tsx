import { useSearchParams } from 'react-router';
import { SERVICES } from '../../shared/config/services.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { CountryFilters } from './components/country-filters.tsx';
import { CountryResults, CountryResultsSkeleton } from './components/country-results.tsx';
import { CountriesAdvice } from './components/countries-advice.tsx';
import { QueryConsolePanel } from './components/query-console-panel.tsx';
import { continentOptions } from './lib/continents.ts';
import { readListParams } from './lib/list-params.ts';
import { useCountryList } from './lib/use-country-list.ts';

export default function CountriesRoute() {
  const service = SERVICES.countries;
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const { populationSupport, list } = useCountryList(params.continent);

  const update = (patch: Partial<Record<'q' | 'continent' | 'sort', string>>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value && !(key === 'sort' && value === 'name')) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <div className="space-y-4">
        <CountryFilters params={params} continents={continentOptions(list.data?.data.continents, params.continent)} onChange={update} />
        {params.invalidContinent && (
          <p role="status" className="text-sm">
            “{params.invalidContinent.slice(0, 40)}” is not a continent code (two letters, such as EU), so all continents are shown.
          </p>
        )}
        <QueryView query={list} skeleton={<CountryResultsSkeleton />} advice={<CountriesAdvice />}>
          {(result) => (
            <CountryResults
              result={result}
              params={params}
              updating={list.isPlaceholderData}
              withPopulation={populationSupport?.available === true}
              populationSupport={populationSupport}
            />
          )}
        </QueryView>
        <QueryConsolePanel />
        <RequestInspector services={['countries']} />
      </div>
    </>
  );
}
