import { lazy, Suspense } from 'react';
import { Card } from '../../../shared/ui/card.tsx';
import { MapBoundary } from '../../../shared/ui/map/map-boundary.tsx';
import { useNearScreen } from '../../../shared/hooks/use-near-screen.ts';
import type { School } from '../api/schemas.ts';

// The shapes load only on a school's page, once the map nears the screen.
const LocatorMap = lazy(() => import('./map/locator-map.tsx'));

const reserved = <div className="aspect-[975/610] w-full animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />;

export function Locator({ school }: { school: School }) {
  const { ref, near } = useNearScreen();
  return (
    <Card title="Where it is" className="md:max-w-sm">
      <div ref={ref}>
        <MapBoundary what="The address is under “The school”.">
          {near ? <Suspense fallback={reserved}>{<LocatorMap school={school} />}</Suspense> : reserved}
        </MapBoundary>
      </div>
    </Card>
  );
}
