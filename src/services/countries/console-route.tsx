import { lazy, Suspense } from 'react';
import { countries as countriesService } from './service.ts';
import { BackToListLink } from '../../shared/ui/back-to-list-link.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { SkeletonRows } from '../../shared/ui/skeleton.tsx';

// The editor, graphql's validator and the schema tools load only on this page.
const QueryConsole = lazy(() => import('./components/query-console.tsx'));

export default function CountriesConsoleRoute() {
  return (
    <>
      <BackToListLink list="/countries" />
      <PageHeader title="GraphQL console" provider={countriesService.provider} />
      <div className="space-y-4">
        <section aria-label="GraphQL query console">
          <Suspense fallback={<SkeletonRows />}>
            <QueryConsole />
          </Suspense>
        </section>
        <RequestInspector services={['countries']} />
      </div>
    </>
  );
}
