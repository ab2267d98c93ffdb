import { lazy, Suspense } from 'react';
import { Card } from '../../../shared/ui/card.tsx';
import { MapBoundary } from '../../../shared/ui/map/map-boundary.tsx';
import type { School } from '../api/schemas.ts';

// The shapes load only on a school's page, after its figures.
const LocatorMap = lazy(() => import('../map/locator-map.tsx'));

export function Locator({ school }: { school: School }) {
  return (
    <Card title="Where it is" className="md:max-w-sm">
      <MapBoundary what="The address is under “The school”.">
        <Suspense fallback={<div className="aspect-[975/610] w-full animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />}>
          <LocatorMap school={school} />
        </Suspense>
      </MapBoundary>
    </Card>
  );
}
