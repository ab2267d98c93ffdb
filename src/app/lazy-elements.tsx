import { lazy, Suspense } from 'react';

const LazyRouteError = lazy(() => import('./route-error.tsx').then((module) => ({ default: module.RouteError })));

/** The error element is needed only when something fails, so it stays out of the entry chunk. */
export function RouteErrorElement({ error }: { error: unknown }) {
  return (
    <Suspense fallback={<p role="status">Something went wrong; loading the explanation…</p>}>
      <LazyRouteError error={error} />
    </Suspense>
  );
}

/**
 * Shown in the page area while a directly visited page's code loads, so the shell paints at once.
 */
export function PageLoading() {
  return (
    <p role="status" className="sr-only">
      Loading the page…
    </p>
  );
}
