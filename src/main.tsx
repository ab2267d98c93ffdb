import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './app/routes.tsx';
import { initTheme } from './app/theme.ts';
import { setDemoMocks } from './shared/http/demo-gate.ts';
import { preloadMocksFor, serviceOfPage } from './testing/msw/service-mocks.ts';
import './index.css';

function startDemoMocks() {
  // Tested here, not through a helper, so the normal build drops the mocks entirely.
  if (import.meta.env.VITE_MSW !== '1') return;
  // The page renders first, without waiting for msw (large); requests wait (shared/http/demo-gate.ts).
  const painted = afterFirstPaint();
  let worker: Promise<void> | undefined;
  const startWorker = () => {
    if (!worker) {
      worker = import('./testing/msw/browser.ts').then(({ startDemoWorker }) => startDemoWorker());
      worker.catch((error: unknown) => console.error('The demo mock worker did not start', error));
    }
    return worker;
  };
  // Most pages' requests are answered in the page, so the worker (uploads, coffee images) starts
  // 3 s after the first paint, once the page's first answer has had the network; a page whose
  // first view is a file only the worker serves starts it right after the first paint (before it
  // was measured slower: its code then competes with the page's own). An upload starts it too
  // (shared/http/upload.ts).
  void painted.then(() => {
    if (serviceOfPage(window.location.pathname)?.needsWorker) void startWorker();
    else setTimeout(startWorker, 3000);
  });
  // Loaded with the page's first request (a page that asks nothing at load, such as /swap, loads
  // no mock code while it paints), and never before the first paint.
  let respond: ReturnType<typeof loadResponder> | undefined;
  const loadResponder = () =>
    painted
      .then(() => {
        // Beside the msw code, not after it: the page's own mocks are the other half of its first answer.
        preloadMocksFor(window.location.pathname);
        return import('./testing/msw/in-page.ts');
      })
      .then(({ createInPageResponder }) => createInPageResponder(startWorker));
  const responder = () => {
    if (!respond) {
      respond = loadResponder();
      respond.catch((error: unknown) => console.error('The demo mocks did not load', error));
    }
    return respond;
  };
  setDemoMocks({ startWorker, responder });
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
