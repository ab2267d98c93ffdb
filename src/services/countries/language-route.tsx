import { Link, useParams } from 'react-router';
import { countries as countriesService } from './service.ts';
import { BackToListLink } from '../../shared/ui/back-to-list-link.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { SkeletonRows } from '../../shared/ui/skeleton.tsx';
import { useLanguage } from './hooks/use-language.ts';
import { CountriesAdvice } from './components/countries-advice.tsx';
import { PartialErrorsNote } from './components/partial-errors-note.tsx';
import { WorldMapView } from './components/world-map-view.tsx';
import { normaliseLanguageCode } from './lib/format-country.ts';
import { countOf } from '../../shared/lib/plural.ts';
import { compareText } from '../../shared/lib/text-order.ts';

/** One language and every country that speaks it (`language(code){countries}`). */
export default function CountriesLanguageRoute() {
  const code = normaliseLanguageCode(useParams().code ?? '');
  const language = useLanguage(code);
  const found = language.data?.data.language;
  const shownCode = code.slice(0, 12);
  return (
    <>
      <BackToListLink list="/countries" />
      <PageHeader title={found ? `${found.name} (${found.code})` : `Language ${shownCode}`} provider={countriesService.provider} />
      <div className="space-y-4">
        <QueryView query={language} skeleton={<SkeletonRows />} advice={<CountriesAdvice />}>
          {(result) => {
            const data = result.data.language;
            if (!data)
              return (
                <p role="alert" className="rounded-md border border-zinc-300 p-4 font-semibold dark:border-zinc-700">
                  No language with code {shownCode}. Codes are ISO 639-1 codes such as fr or ar.
                </p>
              );
            const countries = [...data.countries].sort((a, b) => compareText(a.name, b.name));
            return (
              <>
                <PartialErrorsNote errors={result.partialErrors} />
                <p className="text-lg">
                  <span dir={data.rtl ? 'rtl' : 'ltr'} lang={data.code}>
                    {data.native}
                  </span>
                  {data.rtl && <span className="ml-2 rounded bg-zinc-100 px-1.5 py-0.5 text-xs dark:bg-zinc-800">right-to-left</span>}
                </p>
                {countries.length > 0 && (
                  <WorldMapView countries={countries} colouring="match" label={`Countries that speak ${data.name}`} matchLabel={`Speaks ${data.name}`} />
                )}
                <Card title={`Spoken in ${countOf(countries.length, 'country', 'countries')}`}>
                  {countries.length === 0 ? (
                    <p className="text-sm">No country lists it as an official language.</p>
                  ) : (
                    <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3">
                      {countries.map((country) => (
                        <li key={country.code} className="break-words">
                          <span aria-hidden="true" className="mr-1">
                            {country.emoji}
                          </span>
                          <Link to={`/countries/${country.code}`} className="text-accent underline">
                            {country.name}
                          </Link>{' '}
                          <span className="text-xs text-muted">{country.continent.name}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
                <p className="text-sm">
                  <Link to={`/countries?language=${encodeURIComponent(data.code)}`} className="text-accent underline">
                    Filter the list by {data.name}
                  </Link>
                </p>
              </>
            );
          }}
        </QueryView>
        <RequestInspector services={['countries']} />
      </div>
    </>
  );
}
