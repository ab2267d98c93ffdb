import { lazy, Suspense, type ReactNode } from 'react';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint.tsx';
import { ServiceCard, StatusLine } from '../../shared/ui/service-card.tsx';
import { isChunkLoadError, RouteErrorBoundary } from '../route-error-boundary.tsx';
import { serviceParts } from '../service-parts.ts';
import { BoardReserve } from '../board/board-reserve.tsx';

const QueryProvider = lazy(() => import('../query-provider.tsx'));
const BoardSection = lazy(() => import('../board/board-section.tsx'));

/** Each card's live status lives in its service slice and loads after the cards are shown. */
const statuses = new Map(serviceParts.map(({ service, status }) => [service.id, lazy(status)]));

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

function liveStatus(id: string) {
  const Status = statuses.get(id)!;
  return (
    <RouteErrorBoundary fallback={cardFailed}>
      <Suspense fallback={checking}>
        <Status />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export default function OverviewRoute() {
  return (
    <>
      <title>Overview · Seven-service dashboard</title>
      <h1 className="mb-1 text-2xl font-bold tracking-tight">Overview</h1>
      <p className="mb-5 text-soft">Seven public services, one place: your pinned views, then each service's live status.</p>
      {/* The query client, the board and the status cards' code load once the page has been painted. */}
      <AfterFirstPaint
        fallback={
          <>
            <BoardReserve />
            <Cards status={() => checking} />
          </>
        }
      >
        <QueryProvider>
          <RouteErrorBoundary fallback={boardFailed}>
            <Suspense fallback={<BoardReserve />}>
              <BoardSection />
            </Suspense>
          </RouteErrorBoundary>
          <Cards status={liveStatus} />
        </QueryProvider>
      </AfterFirstPaint>
    </>
  );
}
