import { colleges as collegesService } from './service.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { UnknownUrlValuesNotice } from '../../shared/ui/url-value-notice.tsx';
import { FiltersBesideResults } from '../../shared/ui/filter-panel.tsx';
import { CollegesErrorAdvice } from './components/colleges-error-advice.tsx';
import { ColumnChooser } from './components/column-chooser.tsx';
import { CompareTray } from './components/compare-tray.tsx';
import { Filters } from './components/filters.tsx';
import { ResultsView } from './components/results-view.tsx';
import { CollegesMapView } from './components/map-view.tsx';
import { MapToggle } from '../../shared/ui/map/map-frame.tsx';
import { collegesUrl, toApiParams } from './lib/search-params.ts';
import { usePageParams } from '../../shared/hooks/url-state/use-page-params.ts';
import { useSchoolList } from './hooks/use-schools.ts';
import { useRememberListView } from '../../shared/hooks/use-remember-list-view.ts';

export default function CollegesRoute() {
  const service = collegesService;
  const { values: search, set: update, unknown, removeUnknown } = usePageParams(collegesUrl);
  const query = useSchoolList(toApiParams(search));
  useRememberListView();

  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <div className="space-y-4">
        <CompareTray />
        <FiltersBesideResults filters={<Filters search={search} onChange={update} />}>
          <UnknownUrlValuesNotice values={unknown} onRemove={removeUnknown} />
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex flex-wrap items-start gap-3">
              <ColumnChooser fields={search.fields} onChange={(fields) => update({ fields })} />
              <MapToggle checked={search.view === 'map'} onChange={(on) => update({ view: on ? 'map' : 'list' })} phoneLabel="Map">
                Show the map
              </MapToggle>
            </div>
            <RequestInspector services={['colleges']} />
          </div>
          <QueryView query={query} advice={<CollegesErrorAdvice error={query.error} />}>
            {(data) => (
              <>
                <CollegesMapView schools={data.results} search={search} />
                <ResultsView data={data} search={search} busy={query.isPlaceholderData} onChange={update} />
              </>
            )}
          </QueryView>
        </FiltersBesideResults>
      </div>
    </>
  );
}
