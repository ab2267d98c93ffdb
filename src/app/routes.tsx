import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { PageLoading } from './lazy-elements.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { appPages, dataLayoutModule, notFoundModule, servicePages, type PageModules, type Remembered } from './route-modules.ts';
import { Shell } from './shell.tsx';
import { UrlStateScope } from '../shared/hooks/url-state/url-state.tsx';

/**
 * A component from a remembered import: rendered at once when its code had arrived before it
 * mounted (prefetched, or shown before), otherwise through React's `lazy`, which suspends into
 * the page area's one boundary. The choice is kept for the component's life, so it never remounts.
 */
function fromModule(load: Remembered<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(load);
  return function FromModule() {
    const [loaded] = useState(load.loaded);
    return loaded ? <loaded.default /> : <Lazy />;
  };
}

/** A page with its component, made once per page (a component made during render would remount on every render). */
interface LazyPage extends PageModules {
  Component: ComponentType;
}
const withComponent = (page: PageModules): LazyPage => ({ ...page, Component: fromModule(page.component) });
const LazyDataLayout = fromModule(dataLayoutModule);

/**
 * The page area's one Suspense boundary. It stays mounted from page to page, so a navigation (a
 * transition) keeps the current page on screen while the next page's code loads, and the next
 * page then commits at once: a new boundary would show its fallback and React would hold the
 * page's reveal back by up to 300 ms. Its fallback shows only on the first render, when the page's
 * code took longer than `main.tsx` waits.
 */
function PageArea() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** A page: its code loads lazily (its loader was started by the router), and its failures stay inside it. */
function Page({ page }: { page: LazyPage }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <UrlStateScope>
        <page.Component />
      </UrlStateScope>
    </RouteErrorBoundary>
  );
}

/** Pages under this layout get the query client; it loads beside the first such page's chunk. */
function DataLayout() {
  return (
    <RouteErrorBoundary>
      <LazyDataLayout />
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
        <Route element={<PageArea />}>
          <Route index element={<Page page={overview} />} />
          <Route element={<DataLayout />}>
            {dataPages.map((page) => (
              <Route key={page.path} path={page.path} element={<Page page={page} />} />
            ))}
          </Route>
          <Route path="*" element={<Page page={notFound} />} />
        </Route>
      </Route>
    </Routes>
  );
}
