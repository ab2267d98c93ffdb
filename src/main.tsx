import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { LoaderRouter, withFirstLoader } from './app/app-router.tsx';
import { loadPageCode } from './app/route-modules.ts';
import { AppRoutes } from './app/routes.tsx';
import { initTheme } from './app/theme.ts';
import { startDemo } from './demo/start.ts';
import './index.css';

initTheme();
// Tested here, not inside a helper, so other builds drop the demo code entirely.
if (import.meta.env.VITE_MSW === '1') startDemo();
const root = createRoot(document.getElementById('root')!);
// The page's loader starts now, beside the entry's first render.
const history = withFirstLoader(createBrowserHistory({ window, v5Compat: true }));
// The page's code was preloaded beside the entry (its route's HTML lists it): waiting for it
// paints the shell and the page together, up to a second, then the shell alone.
// A transition renders in slices that yield to the browser between them, so the first render is
// not one long task that input would wait behind.
void loadPageCode(window.location.pathname, 1000).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <LoaderRouter history={history}>
          <AppRoutes />
        </LoaderRouter>
      </StrictMode>,
    ),
  ),
);
