import { expect, test, upstream, type UpstreamName } from '../e2e/fixtures.ts';
import { median, report, round } from './report.ts';

// Navigation start to the frame that paints the route's first data, on a reload with a warm
// persisted query cache (IndexedDB) and on a cold one (a new browser context: no cache, no
// storage), with 100 ms of added upstream latency. Budget: a warm reload within staleTime sends
// no upstream request and paints its data sooner than a cold load.
const LATENCY_MS = 100;
const RUNS = 5;
/** The persister writes at most once a second: a reload sooner could find the store behind. */
const PERSIST_SETTLE_MS = 1500;

const cases: { route: string; upstreams: UpstreamName[]; ready: string; persisted: (path: string) => boolean }[] = [
  { route: '/colleges', upstreams: ['colleges'], ready: 'table tbody tr', persisted: () => true },
  { route: '/jobs', upstreams: ['jobs'], ready: 'ul[aria-label="Jobs"] article', persisted: () => true },
  { route: '/countries', upstreams: ['countries'], ready: 'main a[href^="/countries/"]', persisted: () => true },
  // The price history is persisted; the 24-hour statistics are live figures and asked again.
  { route: '/bpi', upstreams: ['bpi-history'], ready: '[aria-label^="Crosshair on the chart"]', persisted: (path) => path.endsWith('/candles') },
];

/** Installed before any page script: records when the selector first matches, one frame later (painted). */
function watchForData(selector: string) {
  const mark = { readyAt: undefined as number | undefined };
  (window as unknown as { dataPaint: typeof mark }).dataPaint = mark;
  const check = () => {
    if (mark.readyAt !== undefined || !document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => (mark.readyAt = performance.now()));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
}

/** Requests for data the persisted cache holds. */
const persistedRequests = async (names: UpstreamName[], persisted: (path: string) => boolean) =>
  (await Promise.all(names.map((name) => upstream.requests(name)))).flat().filter((request) => persisted(request.path)).length;

for (const benchCase of cases) {
  test(`reload with a warm persisted cache vs a cold load on ${benchCase.route}`, async ({ browser }) => {
    const cold: number[] = [];
    const warm: number[] = [];
    const warmRequests: number[] = [];
    await Promise.all(benchCase.upstreams.map((name) => upstream.reset(name)));
    await Promise.all(benchCase.upstreams.map((name) => upstream.setState(name, { latencyMs: LATENCY_MS })));
    try {
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        await context.addInitScript(watchForData, benchCase.ready);
        const page = await context.newPage();
        const paintedAt = async () => {
          const handle = await page.waitForFunction(() => (window as unknown as { dataPaint: { readyAt?: number } }).dataPaint.readyAt, undefined, {
            timeout: 15_000,
          });
          return (await handle.jsonValue()) as number;
        };
        await page.goto(benchCase.route);
        cold.push(await paintedAt());
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(PERSIST_SETTLE_MS);
        const before = await persistedRequests(benchCase.upstreams, benchCase.persisted);
        await page.reload();
        warm.push(await paintedAt());
        await page.waitForLoadState('networkidle');
        warmRequests.push((await persistedRequests(benchCase.upstreams, benchCase.persisted)) - before);
        await context.close();
      }
    } finally {
      await Promise.all(benchCase.upstreams.map((name) => upstream.resetState(name)));
    }
    report(`reload-${benchCase.route.slice(1)}`, {
      route: benchCase.route,
      upstreamLatencyMs: LATENCY_MS,
      runs: RUNS,
      coldMedianMs: round(median(cold)),
      warmMedianMs: round(median(warm)),
      coldMs: cold.map((ms) => round(ms)),
      warmMs: warm.map((ms) => round(ms)),
      warmReloadRequestsForPersistedData: warmRequests,
    });
    expect.soft(warmRequests, 'upstream requests on a warm reload within staleTime').toEqual(warmRequests.map(() => 0));
    expect.soft(median(warm), 'warm reload paints data sooner than a cold load').toBeLessThan(median(cold));
  });
}
