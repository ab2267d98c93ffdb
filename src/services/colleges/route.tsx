import { colleges as collegesService } from './service.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { UnknownUrlValuesNotice } from '../../shared/ui/url-value-notice.tsx';
import { FiltersBesideResults } from '../../shared/ui/filter-panel.tsx';
import { ColumnChooser } from './components/column-chooser.tsx';
import { CompareTray } from './components/compare-tray.tsx';
import { Filters } from './components/filters.tsx';
import { SearchResults } from './components/search-results.tsx';
import { MapToggle } from '../../shared/ui/map/map-frame.tsx';
import { collegesUrl } from './lib/search-params.ts';
import { usePageParams } from '../../shared/hooks/url-state/use-page-params.ts';
import { useRememberListView } from '../../shared/hooks/use-remember-list-view.ts';

export default function CollegesRoute() {
  const service = collegesService;
  const { values: search, set: update, unknown, removeUnknown } = usePageParams(collegesUrl);
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
          <SearchResults search={search} onChange={update} />
        </FiltersBesideResults>
      </div>
    </>
  );
}
