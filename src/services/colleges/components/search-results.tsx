import { QueryView } from '../../../shared/ui/query-view.tsx';
import { toApiParams, type CollegeSearch } from '../lib/search-params.ts';
import { useSchoolList } from '../hooks/use-schools.ts';
import { CollegesErrorAdvice } from './colleges-error-advice.tsx';
import { CollegesMapView } from './map-view.tsx';
import { ResultsView } from './results-view.tsx';

/**
 * The schools the URL's search finds. The query lives here, not in the page, so its answers (and
 * the cache's restore) re-render the results alone, never the filters beside them.
 */
export function SearchResults({ search, onChange }: { search: CollegeSearch; onChange: (patch: Partial<CollegeSearch>) => void }) {
  const query = useSchoolList(toApiParams(search));
  return (
    <QueryView query={query} advice={<CollegesErrorAdvice error={query.error} />}>
      {(data) => (
        <>
          <CollegesMapView schools={data.results} search={search} />
          <ResultsView data={data} search={search} busy={query.isPlaceholderData} onChange={onChange} />
        </>
      )}
    </QueryView>
  );
}
