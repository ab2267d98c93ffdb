import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint.tsx';
import { ServiceCard, StatusLine } from '../../shared/ui/service-card.tsx';
import { isChunkLoadError, RouteErrorBoundary } from '../route-error-boundary.tsx';
import { serviceParts } from '../service-parts.ts';
import { BoardReserve } from '../board/board-reserve.tsx';

interface LiveParts {
  QueryProvider: ComponentType<{ children: ReactNode }>;
  BoardSection: ComponentType;
  statuses: ReadonlyMap<string, ComponentType>;
}

/** A part whose code could not be loaded: it throws where it is drawn, so its own boundary says so. */
const failedPart =
  (error: unknown): ComponentType =>
  () => {
    throw error;
  };

const partOf = (load: Promise<{ default: ComponentType }>): Promise<ComponentType> => load.then((module) => module.default, failedPart);

let liveParts: Promise<LiveParts> | undefined;

/**
 * The query client, the board and the seven status cards' code, asked for together once the page
 * has painted: one wave of downloads, and the live page replaces the painted one in one commit
 * instead of one per part. A board or a card whose code fails says so alone; without the query
 * client nothing below can run, and the page's error says so.
 */
function loadLiveParts(): Promise<LiveParts> {
  liveParts ??= Promise.all([
    import('../query-provider.tsx'),
    partOf(import('../board/board-section.tsx')),
    Promise.all(serviceParts.map(({ service, status }) => partOf(status()).then((Status) => [service.id, Status] as const))),
  ]).then(([provider, BoardSection, statuses]) => ({ QueryProvider: provider.default, BoardSection, statuses: new Map(statuses) }));
  return liveParts;
}

const checking = <span className="text-sm text-muted">Checking…</span>;

function Cards({ status }: { status: (id: string) => ReactNode }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {serviceParts.map(({ service }) => (
        <li key={service.id}>
          <ServiceCard service={service}>{status(service.id)}</ServiceCard>
        </li>
      ))}
    </ul>
  );
}

/** A card whose status fails (its code, or while rendering) says so alone; the other cards carry on. */
const cardFailed = (error: unknown) => (
  <StatusLine state="error">
    {isChunkLoadError(error) ? "This card's code could not be downloaded. Reload to try again." : 'This card could not show its status.'}
  </StatusLine>
);

const boardFailed = (error: unknown) => (
  <p role="alert" className="mb-5 text-sm">
    {isChunkLoadError(error) ? "The board's code could not be downloaded. Reload to try again." : 'The board could not be shown.'}
  </p>
);

function LivePage() {
  const { QueryProvider, BoardSection, statuses } = use(loadLiveParts());
  const liveStatus = (id: string) => {
    const Status = statuses.get(id)!;
    return (
      <RouteErrorBoundary fallback={cardFailed}>
        <Suspense fallback={checking}>
          <Status />
        </Suspense>
      </RouteErrorBoundary>
    );
  };
  return (
    <QueryProvider>
      <RouteErrorBoundary fallback={boardFailed}>
        <Suspense fallback={<BoardReserve />}>
          <BoardSection />
        </Suspense>
      </RouteErrorBoundary>
      <Cards status={liveStatus} />
    </QueryProvider>
  );
}

export default function OverviewRoute() {
  return (
    <>
      <title>Overview · Seven-service dashboard</title>
      <h1 className="mb-1 text-2xl font-bold tracking-tight">Overview</h1>
      <p className="mb-5 text-soft">Seven public services, one place: your pinned views, then each service's live status.</p>
      {/* The live parts' code loads once the page has been painted; until it is all there, the painted page stays. */}
      <AfterFirstPaint
        fallback={
          <>
            <BoardReserve />
            <Cards status={() => checking} />
          </>
        }
      >
        <LivePage />
      </AfterFirstPaint>
    </>
  );
}
