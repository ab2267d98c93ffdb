import { lazy, Suspense } from 'react';
import { countries as countriesService } from './service.ts';
import { useAfterFirstPaint } from '../../shared/lib/first-paint.ts';
import { BackToListLink } from '../../shared/ui/back-to-list-link.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { SkeletonRows } from '../../shared/ui/skeleton.tsx';

// The editor, graphql's validator and the schema tools load only on this page.
const QueryConsole = lazy(() => import('./components/query-console.tsx'));

export default function CountriesConsoleRoute() {
  // The editor's code (the largest on any page) loads once the page around it has been painted.
  const painted = useAfterFirstPaint();
  return (
    <>
      <BackToListLink list="/countries" />
      <PageHeader title="GraphQL console" provider={countriesService.provider} />
      <p className="mb-4 max-w-prose text-zinc-700 dark:text-zinc-300">
        Write a query against the countries API: the editor completes and checks it against the server’s schema, and a link to this page keeps the query and its
        variables.
      </p>
      <div className="space-y-4">
        <section aria-label="GraphQL query console">
          {painted ? (
            <Suspense fallback={<SkeletonRows />}>
              <QueryConsole />
            </Suspense>
          ) : (
            <SkeletonRows />
          )}
        </section>
        <RequestInspector services={['countries']} />
      </div>
    </>
  );
}
