import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { services } from '../services/registry.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { prefetchRoute, warmRoutesOnFirstInput } from './route-modules.ts';
import { ThemeSelect } from './theme-select.tsx';

const links = [
  { to: '/', label: 'Overview' },
  ...services.map((service) => ({ to: service.home, label: service.title })),
  { to: '/settings', label: 'Settings' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium ${
    isActive ? 'bg-accent text-white dark:text-zinc-950' : 'text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800'
  }`;

export function Shell() {
  useEffect(() => warmRoutesOnFirstInput(links.map((link) => link.to)), []);
  return (
    <div className="min-h-screen bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-3 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2 dark:text-zinc-950"
      >
        Skip to content
      </a>
      <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
          <NavLink to="/" className="text-base font-bold tracking-tight">
            Seven-service dashboard
          </NavLink>
          <ThemeSelect />
        </div>
        <nav aria-label="Services" className="mx-auto max-w-7xl px-2 pb-2">
          <ul className="flex flex-wrap gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={linkClass}
                  onPointerEnter={() => prefetchRoute(link.to)}
                  onFocus={() => prefetchRoute(link.to)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
