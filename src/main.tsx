import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/routes.tsx';
import { initTheme } from './app/theme.ts';
import { startDemo } from './demo/start.ts';
import './index.css';

initTheme();
// Tested here, not inside a helper, so other builds drop the demo code entirely.
if (import.meta.env.VITE_MSW === '1') startDemo();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
