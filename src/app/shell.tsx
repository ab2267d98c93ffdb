import { useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { services } from '../services/registry.ts';
import { isDemoMode } from '../shared/config/env.ts';
import { focusHeadingOnArrival } from './focus-on-arrival.ts';
import { NavDisclosureButton } from './nav-disclosure.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { PaletteLauncher } from './palette/palette-launcher.tsx';
import { UpdatePrompt } from './pwa/update-prompt.tsx';
import { prefetchRoute, warmRoutesOnFirstInput } from './route-modules.ts';
import { ThemeSelect } from './theme-select.tsx';
import { useFocusHeadingOnArrival } from './hooks/use-focus-heading-on-arrival.ts';
import { useNavDisclosure } from './hooks/use-nav-disclosure.ts';

const links = [
  { to: '/', label: 'Overview' },
  ...services.map((service) => ({ to: service.home, label: service.title })),
  { to: '/settings', label: 'Settings' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium sm:py-1.5 ${
    isActive ? 'bg-accent text-white dark:text-zinc-950' : 'text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800'
  }`;

const NAV_ID = 'services-nav';
const DEMO_MARKER = 'Demo — sample data';

/**
 * The app's frame. Below 640 px the header is one row (the current page's name and a Menu button
 * that discloses the links), so every page starts near the top of a phone screen.
 */
export function Shell() {
  useEffect(() => warmRoutesOnFirstInput(links.map((link) => link.to)), []);
  const menu = useNavDisclosure(links, NAV_ID);
  const { pathname } = useLocation();
  const arrival = useFocusHeadingOnArrival(pathname);
  return (
    <div className="min-h-screen bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-3 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2 dark:text-zinc-950"
      >
        Skip to content
      </a>
      <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-2 sm:gap-3">
          <NavLink to="/" className="hidden text-base font-bold tracking-tight sm:inline">
            Seven-service dashboard
          </NavLink>
          <span className="min-w-0 sm:hidden">
            <span className="block truncate text-base font-bold tracking-tight">{menu.currentLabel}</span>
            {/* On a phone the marker is a second line under the page's name, so the header row keeps its width. */}
            {isDemoMode && (
              <span className="block text-[11px] font-semibold leading-tight text-amber-800 dark:text-amber-300">
                <span aria-hidden="true">Demo data</span>
                <span className="sr-only">{DEMO_MARKER}</span>
              </span>
            )}
          </span>
          {isDemoMode && (
            <span className="hidden shrink-0 rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 sm:inline dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {DEMO_MARKER}
            </span>
          )}
          <div className="ml-auto flex items-center gap-1.5 sm:gap-3">
            <PaletteLauncher />
            <ThemeSelect />
            <NavDisclosureButton menu={menu} controls={NAV_ID} />
          </div>
        </div>
        <nav id={NAV_ID} aria-label="Services" className={`mx-auto max-w-7xl px-2 pb-2 ${menu.open ? 'block' : 'hidden'} sm:block`}>
          <ul className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={linkClass}
                  // The phone menu closes behind a chosen link: focus goes on to the new page's heading.
                  onClick={() => menu.open && focusHeadingOnArrival(link.to, pathname)}
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
      <p aria-live="polite" className="sr-only">
        {arrival}
      </p>
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 pb-6 pt-3 focus:outline-none sm:py-6">
        <Outlet />
      </main>
      <UpdatePrompt />
    </div>
  );
}
