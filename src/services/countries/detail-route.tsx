import { Link, Navigate, useLocation, useParams } from 'react-router';
import { SERVICES } from '../../shared/config/services.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { CountriesAdvice } from './components/countries-advice.tsx';
import { CountryDetailView } from './components/country-detail-view.tsx';
import { PartialErrorsNote } from './components/partial-errors-note.tsx';
import { PopulationNote } from './components/population-note.tsx';
import { normaliseCountryCode } from './lib/format-country.ts';
import { useCountryDetail } from './lib/use-country-detail.ts';

export default function CountriesDetailRoute() {
  const raw = useParams().code ?? '';
  const code = normaliseCountryCode(raw);
  const location = useLocation();
  // The API knows only upper-case codes ("us" would come back as null): fix the URL instead.
  if (raw !== code) return <Navigate to={{ pathname: `/countries/${encodeURIComponent(code)}`, search: location.search }} replace />;
  return <CountryPage code={code} />;
}

function CountryPage({ code }: { code: string }) {
  const { populationSupport, query } = useCountryDetail(code);
  const country = query.data?.data.country;
  const shownCode = code.slice(0, 12);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/countries" className="text-accent underline-offset-2 hover:underline">
          ← All countries
        </Link>
      </p>
      <PageHeader title={country ? `${country.name} (${country.code})` : `Country ${shownCode}`} provider={SERVICES.countries.provider} />
      <div className="space-y-4">
        <QueryView query={query} advice={<CountriesAdvice />}>
          {(result) => (
            <>
              <PartialErrorsNote errors={result.partialErrors} />
              {result.data.country ? (
                <>
                  <CountryDetailView country={result.data.country} withPopulation={populationSupport?.available === true} />
                  <PopulationNote support={populationSupport} />
                </>
              ) : (
                <div role="alert" className="rounded-md border border-zinc-300 p-4 dark:border-zinc-700">
                  <p className="font-semibold">No country with code {shownCode}.</p>
                  <p className="mt-1 text-sm">
                    Codes are two-letter ISO 3166-1 codes such as FR or JP. <Link to={`/countries?q=${encodeURIComponent(shownCode)}`} className="text-accent underline">Search the list</Link> instead.
                  </p>
                </div>
              )}
            </>
          )}
        </QueryView>
        <RequestInspector services={['countries']} />
      </div>
    </>
  );
}
