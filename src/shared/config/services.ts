export const SERVICE_IDS = ['colleges', 'jobs', 'swap', 'upload', 'countries', 'bpi', 'coffee'] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

/** Everything the app can be pointed at: the seven services plus the BPI fallback source. */
export type UpstreamId = ServiceId | 'bpiFallback';

export const UPSTREAM_IDS: readonly UpstreamId[] = [...SERVICE_IDS, 'bpiFallback'];

export interface ServiceInfo {
  id: ServiceId;
  title: string;
  path: `/${string}`;
  summary: string;
  provider: string;
}

export const SERVICES: Record<ServiceId, ServiceInfo> = {
  colleges: {
    id: 'colleges',
    title: 'Colleges',
    path: '/colleges',
    summary: 'Search, filter and compare U.S. institutions.',
    provider: 'College Scorecard (api.data.gov)',
  },
  jobs: {
    id: 'jobs',
    title: 'Jobs',
    path: '/jobs',
    summary: 'European and remote jobs, filtered instantly.',
    provider: 'Arbeitnow',
  },
  swap: {
    id: 'swap',
    title: 'Swap',
    path: '/swap',
    summary: 'Live indicative token swap quotes.',
    provider: '0x Swap API v2',
  },
  upload: {
    id: 'upload',
    title: 'Upload',
    path: '/upload',
    summary: 'Drop files, get temporary share links.',
    provider: 'tmpfiles.org',
  },
  countries: {
    id: 'countries',
    title: 'Countries',
    path: '/countries',
    summary: 'Every country: languages, currencies, calling codes.',
    provider: 'Countries GraphQL API',
  },
  bpi: {
    id: 'bpi',
    title: 'Bitcoin',
    path: '/bpi',
    summary: 'The bitcoin price in several currencies, live.',
    provider: 'CoinDesk BPI, Coinbase fallback',
  },
  coffee: {
    id: 'coffee',
    title: 'Coffee',
    path: '/coffee',
    summary: 'A random coffee picture, and another.',
    provider: 'coffee.alexflipnote.dev',
  },
};
