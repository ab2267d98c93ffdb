import { lazy, Suspense } from 'react';

const LazyRouteError = lazy(() => import('./route-error.tsx').then((module) => ({ default: module.RouteError })));

/** The error element is needed only when something fails, so it stays out of the entry chunk. */
export function RouteErrorElement() {
  return (
    <Suspense fallback={<p role="status">Something went wrong; loading the explanation…</p>}>
      <LazyRouteError />
    </Suspense>
  );
}
