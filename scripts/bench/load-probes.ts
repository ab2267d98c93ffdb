import type { LoadProbe } from './load-trace.ts';

/**
 * The five pages the load budgets cover, each with the first thing it draws from upstream data,
 * written so that both builds (this one and the first version) are measured to the same point.
 */
export const LOAD_PROBES: LoadProbe[] = [
  // The overview: every service's status card holds its data.
  {
    route: '/',
    ready: 'main',
    readyTexts: ['operating institutions', 'jobs loaded', 'USDC on', 'countries available', 'per BTC', 'picture is ready'],
  },
  { route: '/colleges', ready: 'main table tbody tr' },
  { route: '/jobs', ready: 'ul[aria-label="Jobs"] article' },
  { route: '/countries', ready: 'main td a[href^="/countries/"]' },
  { route: '/bpi', ready: '#bpi-highlighted' },
];
