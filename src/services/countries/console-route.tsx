import { lazy } from 'react';
import { countries as countriesService } from './service.ts';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint.tsx';
import { BackToListLink } from '../../shared/ui/back-to-list-link.tsx';
import { PageHeader, PageIntro } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { SkeletonRows } from '../../shared/ui/skeleton.tsx';

// The editor, graphql's validator and the schema tools load only on this page.
const QueryConsole = lazy(() => import('./components/query-console.tsx'));

export default function CountriesConsoleRoute() {
  return (
    <>
      <BackToListLink list="/countries" />
      <PageHeader title="GraphQL console" provider={countriesService.provider} />
      <PageIntro>
        Write a query against the countries API: the editor completes and checks it against the server’s schema, and a link to this page keeps the query and its
        variables.
      </PageIntro>
      <div className="space-y-4">
        <section aria-label="GraphQL query console">
          {/* The editor's code (the largest on any page) loads once the page around it has been painted. */}
          <AfterFirstPaint fallback={<SkeletonRows />}>
            <QueryConsole />
          </AfterFirstPaint>
        </section>
        <RequestInspector services={['countries']} />
      </div>
    </>
  );
}
