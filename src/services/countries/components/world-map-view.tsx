import { lazy, Suspense, useState } from 'react';
import { MapBoundary } from '../../../shared/ui/map/map-boundary.tsx';
import { MapPlaceholder, MapToggle } from '../../../shared/ui/map/map-frame.tsx';
import type { WorldMapProps } from './map/world-map.tsx';
import { useWideScreen } from '../hooks/use-wide-screen.ts';
import { useNearScreen } from '../../../shared/hooks/use-near-screen.ts';

// The map's code and shapes load only when a map is shown.
const WorldMap = lazy(() => import('./map/world-map.tsx'));

/** Equal Earth fitted to 960 units wide; world-map-view.test.tsx checks it against the projection. */
const WORLD_ASPECT = '960 / 468';

/** The map's box while its code loads, so nothing moves when it arrives. */
export function WorldMapPlaceholder({ compact }: { compact?: boolean }) {
  return <MapPlaceholder aspect={WORLD_ASPECT} label="Drawing the map…" compact={compact} />;
}

export function LazyWorldMap(props: WorldMapProps) {
  return (
    <MapBoundary what="The list has every country.">
      <Suspense fallback={<WorldMapPlaceholder compact={props.compact} />}>
        <WorldMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}

/** A locator further down a page: its code and shapes load once a reader nears it. */
export function NearScreenWorldMap(props: WorldMapProps) {
  const { ref, near } = useNearScreen();
  return <div ref={ref}>{near ? <LazyWorldMap {...props} /> : <WorldMapPlaceholder compact={props.compact} />}</div>;
}

/** Shown from 640 px; on a phone behind “Show the map”, so a small screen starts with the list. */
export function WorldMapView(props: WorldMapProps) {
  const wide = useWideScreen();
  const [opened, setOpened] = useState(false);
  return (
    <div className="space-y-2">
      {!wide && (
        <MapToggle checked={opened} onChange={setOpened}>
          Show the map
        </MapToggle>
      )}
      {(wide || opened) && <LazyWorldMap {...props} />}
    </div>
  );
}
