import { Link, Navigate, useLocation, useParams } from 'react-router';
import { countries as countriesService } from './service.ts';
import { BackToListLink } from '../../shared/ui/back-to-list-link.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { Skeleton, SkeletonGroup, SkeletonLine } from '../../shared/ui/skeleton.tsx';
import { CountriesAdvice } from './components/countries-advice.tsx';
import { CountryDetailView } from './components/country-detail-view.tsx';
import { NearScreenWorldMap, WorldMapPlaceholder } from './components/world-map-view.tsx';
import { PartialErrorsNote } from './components/partial-errors-note.tsx';
import { PopulationNote } from './components/population-note.tsx';
import { countryTitle, normaliseCountryCode } from './lib/format-country.ts';
import { useCountryDetail } from './hooks/use-country-detail.ts';
import { useRememberCountry } from './hooks/use-remember-country.ts';

export default function CountriesDetailRoute() {
  const raw = useParams().code ?? '';
  const code = normaliseCountryCode(raw);
  const location = useLocation();
  // The API knows only upper-case codes ("us" would come back as null): fix the URL instead.
  if (raw !== code) return <Navigate to={{ pathname: `/countries/${encodeURIComponent(code)}`, search: location.search }} replace />;
  return <CountryPage code={code} />;
}

function CountryPage({ code }: { code: string }) {
  const { populationSupport, detail } = useCountryDetail(code);
  const country = detail.data?.data.country;
  useRememberCountry(country ?? undefined);
  const shownCode = code.slice(0, 12);
  return (
    <>
      <BackToListLink list="/countries" />
      <PageHeader title={country ? countryTitle(country) : `Country ${shownCode}`} provisional={!country} provider={countriesService.provider} />
      <div className="space-y-4">
        <QueryView query={detail} skeleton={<CountryDetailSkeleton withNote={populationSupport?.available !== true} />} advice={<CountriesAdvice />}>
          {(result) => (
            <>
              <PartialErrorsNote errors={result.partialErrors} />
              {result.data.country ? (
                <>
                  <CountryDetailView country={result.data.country} withPopulation={populationSupport?.available === true} />
                  <div className="max-w-xl">
                    <NearScreenWorldMap countries={[result.data.country]} colouring="match" label={`Where ${result.data.country.name} is`} compact />
                  </div>
                  <PopulationNote support={populationSupport} />
                </>
              ) : (
                <div role="alert" className="rounded-md border border-zinc-300 p-4 dark:border-zinc-700">
                  <p className="font-semibold">No country with code {shownCode}.</p>
                  <p className="mt-1 text-sm">
                    Codes are two-letter ISO 3166-1 codes such as FR or JP.{' '}
                    <Link to={`/countries?q=${encodeURIComponent(shownCode)}`} className="text-accent underline">
                      Search the list
                    </Link>{' '}
                    instead.
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

const card = 'rounded-lg border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900';

/**
 * A card's title as the loaded card draws it (Card's heading line), shown while the country loads:
 * the page's largest text is then painted with the skeleton, and the loaded card's heading, the same
 * size, does not become a later largest paint. Hidden from assistive technology: the status says
 * what is loading.
 */
function CardTitle({ children }: { children: string }) {
  return (
    <div className="mb-3 flex">
      <p aria-hidden="true" className="text-base font-semibold">
        {children}
      </p>
    </div>
  );
}

/**
 * The country page's shape: CountryDetailView's Overview, Languages and translated-name cards, the
 * locator map's box and, unless population is known to be there, the note's line, so the country
 * takes the place the skeleton held and what follows the page does not move when it arrives.
 */
function CountryDetailSkeleton({ withNote }: { withNote: boolean }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading the country…</span>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={card}>
          <CardTitle>Overview</CardTitle>
          <SkeletonGroup>
            <div className="mb-3 flex h-12 items-center gap-3">
              <Skeleton className="h-10 w-12" />
              <Skeleton className="h-5 w-32" />
            </div>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {/* Capital, continent, currencies, calling code, AWS region, and population when the server has it. */}
              {['w-16', 'w-20', 'w-20', 'w-24', 'w-24', ...(withNote ? [] : ['w-20'])].map((width, index) => (
                <div key={index}>
                  <SkeletonLine className="h-4" bar={`h-3 ${width}`} />
                  <SkeletonLine className="mt-0.5 h-6" bar="h-4 w-32" />
                </div>
              ))}
            </div>
          </SkeletonGroup>
        </div>
        <div className={card}>
          <CardTitle>Languages</CardTitle>
          <SkeletonGroup>
            <SkeletonLine className="h-6" bar="h-4 w-48" />
          </SkeletonGroup>
        </div>
        {/* Name in other languages: the native name, then the language picker. */}
        <div className={card}>
          <CardTitle>Name in other languages</CardTitle>
          <SkeletonGroup>
            <SkeletonLine className="h-4" bar="h-3 w-24" />
            <SkeletonLine className="mb-3 h-6" bar="h-4 w-32" />
            <SkeletonLine className="h-5" bar="h-3 w-20" />
            <Skeleton className="mt-1 h-10 w-full sm:max-w-xs" />
          </SkeletonGroup>
        </div>
      </div>
      <div className="max-w-xl" aria-hidden="true">
        <WorldMapPlaceholder compact />
      </div>
      {withNote && (
        <SkeletonGroup>
          <SkeletonLine className="h-4" bar="h-3 w-96 max-w-full" />
        </SkeletonGroup>
      )}
    </div>
  );
}
