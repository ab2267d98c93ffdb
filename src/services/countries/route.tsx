import { countries as countriesService } from './service.ts';
import { PageHeader, PageIntro } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { UnknownUrlValuesNotice } from '../../shared/ui/url-value-notice.tsx';
import { useDeferredValue, useMemo } from 'react';
import { CountryFilters } from './components/country-filters.tsx';
import { spokenLanguages } from './lib/spoken-languages.ts';
import { CountryResults, CountryResultsSkeleton } from './components/country-results.tsx';
import { CountriesAdvice } from './components/countries-advice.tsx';
import { QueryConsoleLink } from './components/query-console-link.tsx';
import { continentOptions } from './lib/continents.ts';
import { countriesUrl, listParams } from './lib/list-params.ts';
import { useCountryList } from './hooks/use-country-list.ts';
import { usePageParams } from '../../shared/hooks/url-state/use-page-params.ts';
import { useUrlDraft } from '../../shared/hooks/url-state/use-url-draft.ts';
import { useRememberListView } from '../../shared/hooks/use-remember-list-view.ts';

export default function CountriesRoute() {
  const service = countriesService;
  const { values, set: update, unknown, removeUnknown } = usePageParams(countriesUrl);
  const params = listParams(values);
  const { populationSupport, list } = useCountryList(params.continent, params.currency);
  // The language filter's options (a closed select) fill in a render of their own, after the one
  // that shows the list's first rows.
  const listForLanguages = useDeferredValue(list.data);
  const languages = useMemo(() => spokenLanguages(listForLanguages?.data.countries ?? []), [listForLanguages]);
  useRememberListView();

  // The list follows the search box in the keystroke's own render; the URL follows once typing
  // pauses (a URL write re-renders the page through the router), and the box follows the URL when
  // it changes from outside.
  const [q, setQ] = useUrlDraft(params.q, (value) => update({ q: value }), { params: ['q'], delayMs: 300 });
  const typed = { ...params, q };

  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <PageIntro>{service.summary}</PageIntro>
      <div className="space-y-4">
        <CountryFilters
          params={params}
          q={q}
          onQChange={setQ}
          continents={continentOptions(list.data?.data.continents, params.continent)}
          languages={languages}
          onChange={update}
        />
        <UnknownUrlValuesNotice values={unknown} onRemove={removeUnknown} />
        <QueryView query={list} skeleton={<CountryResultsSkeleton withPopulation={populationSupport?.available === true} />} advice={<CountriesAdvice />}>
          {(result) => (
            <CountryResults
              result={result}
              params={typed}
              updating={list.isPlaceholderData}
              withPopulation={populationSupport?.available === true}
              populationSupport={populationSupport}
            />
          )}
        </QueryView>
        <QueryConsoleLink />
        <RequestInspector services={['countries']} />
      </div>
    </>
  );
}
