import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Card } from '../../../shared/ui/card.tsx';
import { MapBoundary } from '../../../shared/ui/map/map-boundary.tsx';
import type { School } from '../api/schemas.ts';

// The shapes load only on a school's page, once the map nears the screen.
const LocatorMap = lazy(() => import('../map/locator-map.tsx'));

const reserved = <div className="aspect-[975/610] w-full animate-pulse rounded bg-zinc-100 dark:bg-zinc-800" />;

/** True once the element is within 200 px of the viewport (at once where the browser cannot tell). */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

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
