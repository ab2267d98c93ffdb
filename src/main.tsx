import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes.tsx';
import { initTheme } from './app/theme.ts';
import './index.css';

async function enableDemoMocks() {
  // Tested here, not through a helper, so the normal build drops the mock worker entirely.
  if (import.meta.env.VITE_MSW !== '1') return;
  const { startDemoWorker } = await import('./testing/msw/browser.ts');
  await startDemoWorker();
}

function render() {
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

initTheme();
void enableDemoMocks().then(render);
