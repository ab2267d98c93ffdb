import { lazy, Suspense } from 'react';
import { MapBoundary } from '../../../shared/ui/map/map-boundary.tsx';
import { MapPlaceholder } from '../../../shared/ui/map/map-frame.tsx';
import type { School } from '../api/schemas.ts';
import type { CollegeSearch } from '../lib/search-params.ts';

// The map's code and shapes load only when a map is shown.
const CollegesMap = lazy(() => import('./map/colleges-map.tsx'));

/** `view=map`: the page's results on a map, above the list (which stays the full equivalent). */
export function CollegesMapView({ schools, search }: { schools: readonly School[]; search: CollegeSearch }) {
  if (search.view !== 'map' || schools.length === 0) return null;
  return (
    <MapBoundary what="Every school is in the list below.">
      <Suspense fallback={<MapPlaceholder aspect="975 / 610" label="Drawing the map…" />}>
        <CollegesMap schools={schools} sort={search.sort} near={search.zip ? { zip: search.zip, miles: search.distance } : undefined} />
      </Suspense>
    </MapBoundary>
  );
}
