import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './app/routes.tsx';
import { initTheme } from './app/theme.ts';
import { holdRequestsUntil } from './shared/http/demo-gate.ts';
import './index.css';

function startDemoMocks() {
  // Tested here, not through a helper, so the normal build drops the mock worker entirely.
  if (import.meta.env.VITE_MSW !== '1') return;
  // The page renders first, without waiting for msw (large); requests wait (shared/http/demo-gate.ts).
  const ready = afterFirstPaint().then(async () => {
    // The page's own mocks download beside msw, not after it.
    const [{ startDemoWorker }] = await Promise.all([
      import('./testing/msw/browser.ts'),
      import('./testing/msw/service-mocks.ts').then(({ preloadMocksFor }) => preloadMocksFor(window.location.pathname)),
    ]);
    await startDemoWorker();
  });
  ready.catch((error: unknown) => console.error('The demo mock worker did not start', error));
  holdRequestsUntil(ready);
}

function afterFirstPaint() {
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A hidden tab does not paint.
    setTimeout(resolve, 1000);
  });
}

function render() {
  const router = createBrowserRouter(createRoutes());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

initTheme();
startDemoMocks();
render();
