import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { SERVICES } from '../../shared/config/services.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { collegesQueries, parseSchoolId, useCollegesTarget } from './api/queries.ts';
import { CollegesErrorAdvice } from './components/colleges-error-advice.tsx';
import { SchoolFacts } from './components/school-facts.tsx';

function backLink(state: unknown): string {
  const listSearch = typeof state === 'object' && state !== null && 'listSearch' in state ? state.listSearch : undefined;
  return typeof listSearch === 'string' && listSearch ? `/colleges?${listSearch}` : '/colleges';
}

export default function CollegesDetailRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const target = useCollegesTarget();
  const validId = parseSchoolId(id);
  const query = useQuery({ ...collegesQueries.detail(target, validId ?? 0), enabled: validId !== undefined });
  const title = query.data ? query.data['school.name'] : `${SERVICES.colleges.title}: school ${id}`;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={backLink(location.state)} className="font-medium text-accent-strong underline">
          ← Back to the list
        </Link>
      </p>
      <PageHeader title={title} provider={SERVICES.colleges.provider} />
      {validId === undefined ? (
        <p role="alert">“{id}” is not a Scorecard school id (a UNITID is a number such as 228778).</p>
      ) : (
        <QueryView query={query} advice={<CollegesErrorAdvice error={query.error} />}>
          {(school) => (school ? <SchoolFacts school={school} /> : <p role="status">The College Scorecard has no school with id {validId}.</p>)}
        </QueryView>
      )}
      <div className="mt-4">
        <RequestInspector services={['colleges']} />
      </div>
    </>
  );
}
