import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { SERVICE_IDS, SERVICES, type ServiceId } from '../../shared/config/services.ts';
import { ServiceCard } from '../../shared/ui/service-card.tsx';

const QueryProvider = lazy(() => import('../query-provider.tsx'));

/** Each card's live status lives in its service slice and loads after the cards are shown. */
const statusModules: Record<ServiceId, () => Promise<{ default: ComponentType }>> = {
  colleges: () => import('../../services/colleges/overview-status.tsx'),
  jobs: () => import('../../services/jobs/overview-status.tsx'),
  swap: () => import('../../services/swap/overview-status.tsx'),
  upload: () => import('../../services/upload/overview-status.tsx'),
  countries: () => import('../../services/countries/overview-status.tsx'),
  bpi: () => import('../../services/bpi/overview-status.tsx'),
  coffee: () => import('../../services/coffee/overview-status.tsx'),
};
const statuses = Object.fromEntries(SERVICE_IDS.map((id) => [id, lazy(statusModules[id])])) as Record<
  ServiceId,
  LazyExoticComponent<ComponentType>
>;

const checking = <span className="text-sm text-zinc-600 dark:text-zinc-400">Checking…</span>;

function Cards({ status }: { status: (id: ServiceId) => ReactNode }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {SERVICE_IDS.map((id) => (
        <li key={id}>
          <ServiceCard service={SERVICES[id]}>{status(id)}</ServiceCard>
        </li>
      ))}
    </ul>
  );
}

function liveStatus(id: ServiceId) {
  const Status = statuses[id];
  return (
    <Suspense fallback={checking}>
      <Status />
    </Suspense>
  );
}

export default function OverviewRoute() {
  return (
    <>
      <title>Overview · Seven-service dashboard</title>
      <h1 className="mb-1 text-2xl font-bold tracking-tight">Overview</h1>
      <p className="mb-5 text-zinc-700 dark:text-zinc-300">Seven public services, one place. Each card shows the service's live status.</p>
      <Suspense fallback={<Cards status={() => checking} />}>
        <QueryProvider>
          <Cards status={liveStatus} />
        </QueryProvider>
      </Suspense>
    </>
  );
}
