import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { PageLoading } from './lazy-elements.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { appPages, dataLayoutModule, notFoundModule, queryClientModule, servicePages, type PageModules } from './route-modules.ts';
import { Shell } from './shell.tsx';
import { UrlStateScope } from '../shared/lib/url-state/url-state.tsx';

/** A page with its lazy component, made once per page (a component made during render would remount on every render). */
interface LazyPage extends PageModules {
  Component: LazyExoticComponent<ComponentType>;
}
const withComponent = (page: PageModules): LazyPage => ({ ...page, Component: lazy(page.component) });
const LazyDataLayout = lazy(dataLayoutModule);

const ignore = () => undefined;

/**
 * Starts the page's first request as the page mounts, beside the download of its code (see
 * RoutePrefetch); the page then joins the request already in flight. Search-param changes on a
 * shown page do not run it again: the page fetches what they ask for itself.
 */
function usePagePrefetch(prefetch: PageModules['prefetch']) {
  const location = useLocation();
  const params = useParams();
  useEffect(() => {
    if (!prefetch) return;
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    const shownAt = Date.now();
    void Promise.all([prefetch(), queryClientModule()])
      .then(async ([start, { getQueryClient, cacheRestored }]) => {
        await cacheRestored;
        start(getQueryClient(), { url, params, shownAt });
      })
      .catch(ignore);
    // Once per page shown, as a router loader would.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefetch]);
}

/**
 * The component itself when its code has already arrived (main.tsx waits for the first page's
 * code), else the lazy one. Chosen once per page shown: switching types would remount the page.
 * The router reuses this element for the next page, so a new page gets a new choice.
 */
function useLoadedOrLazy(load: PageModules['component'], Lazy: LazyExoticComponent<ComponentType>): ComponentType {
  const choose = () => ({ Lazy, Component: load.loaded()?.default ?? Lazy });
  const [chosen, setChosen] = useState(choose);
  if (chosen.Lazy === Lazy) return chosen.Component;
  const next = choose();
  setChosen(next);
  return next.Component;
}

/** A page: its code loads lazily, its first request starts at once, and its failures stay inside it. */
function Page({ page: { prefetch, component, Component: LazyComponent } }: { page: LazyPage }) {
  const { pathname } = useLocation();
  usePagePrefetch(prefetch);
  const Component = useLoadedOrLazy(component, LazyComponent);
  return (
    <RouteErrorBoundary key={pathname}>
      <UrlStateScope>
        <Suspense fallback={<PageLoading />}>
          {/* eslint-disable-next-line react-hooks/static-components -- one of two module-level components, fixed for the mount */}
          <Component />
        </Suspense>
      </UrlStateScope>
    </RouteErrorBoundary>
  );
}

/** Pages under this layout get the query client; it loads beside the first such page's chunk. */
function DataLayout() {
  const Layout = useLoadedOrLazy(dataLayoutModule, LazyDataLayout);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one of two module-level components, fixed for the mount */}
        <Layout />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const overview = withComponent(appPages.overview);
const dataPages = [...servicePages, appPages.settings].map(withComponent);
const notFound = withComponent({ path: '*', component: notFoundModule, usesData: false });

/** The app's routes, from the registry's pages; the overview renders before TanStack Query arrives. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Shell />}>
        <Route index element={<Page page={overview} />} />
        <Route element={<DataLayout />}>
          {dataPages.map((page) => (
            <Route key={page.path} path={page.path} element={<Page page={page} />} />
          ))}
        </Route>
        <Route path="*" element={<Page page={notFound} />} />
      </Route>
    </Routes>
  );
}
