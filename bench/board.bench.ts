import { expect, forgetSavedAnswers, test, upstream, type UpstreamName } from '../e2e/fixtures.ts';
import { median, report, round } from './report.ts';

// The overview with a board of ten tiles: navigation start to the frame in which every tile shows
// its data, and the requests the board sends, on a load with nothing cached (the board itself is
// in IndexedDB, its data is not) and 100 ms of added upstream latency. Budget: one request per
// distinct query, the overview's own service cards included (two jobs searches share the list's
// first page, two bitcoin currencies share one price), and every tile painted within 3 s.
const LATENCY_MS = 100;
const RUNS = 5;
const TILES = [
  { url: '/jobs?remote=1', title: 'Remote jobs' },
  { url: '/jobs?q=developer', title: 'Developer jobs' },
  { url: '/colleges?state=CA', title: 'California schools' },
  { url: '/colleges/compare?ids=166027,166683', title: 'Two schools' },
  { url: '/bpi?currency=EUR', title: 'Bitcoin in euros' },
  { url: '/bpi?currency=GBP', title: 'Bitcoin in pounds' },
  { url: '/countries/FR', title: 'France' },
  { url: '/countries/JP', title: 'Japan' },
  { url: '/upload', title: 'My shares' },
  { url: '/coffee', title: 'Coffee' },
];
const UPSTREAMS: UpstreamName[] = ['jobs', 'colleges', 'bpi', 'coinbase', 'bpi-history', 'countries', 'coffee'];

const boardLink = () =>
  `/#board=v1.${Buffer.from(JSON.stringify({ version: 1, tiles: TILES.map((tile) => ({ ...tile, size: 'small' })) })).toString('base64url')}`;

/** Installed before any page script: the frame after every tile of the board shows data (no skeleton left). */
function watchTheBoard(count: number) {
  const mark = { readyAt: undefined as number | undefined, failed: [] as string[] };
  (window as unknown as { boardPaint: typeof mark }).boardPaint = mark;
  const check = () => {
    if (mark.readyAt !== undefined) return;
    const tiles = [...document.querySelectorAll('section[aria-labelledby="board-heading"] article')];
    if (tiles.length < count) return;
    if (tiles.some((tile) => tile.querySelector('.animate-pulse, [role="status"]'))) return;
    mark.failed = tiles.filter((tile) => tile.querySelector('[role="alert"]')).map((tile) => tile.querySelector('h3')?.textContent ?? '?');
    observer.disconnect();
    requestAnimationFrame(() => (mark.readyAt = performance.now()));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

test('the overview with ten tiles: navigation start to every tile painted, and requests sent', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(boardLink());
    await page.getByRole('button', { name: 'Add to my board' }).click();
    await expect(page.getByRole('region', { name: 'Your board' }).getByRole('article')).toHaveCount(TILES.length);
    await context.addInitScript(watchTheBoard, TILES.length);

    const painted: number[] = [];
    const requests: number[] = [];
    /** Requests that asked again what this load had already asked. */
    const repeated: number[] = [];
    const perUpstream: Record<string, number>[] = [];
    await Promise.all(UPSTREAMS.map((name) => upstream.reset(name)));
    await Promise.all(UPSTREAMS.map((name) => upstream.setState(name, { latencyMs: LATENCY_MS })));
    try {
      for (let run = 0; run < RUNS; run += 1) {
        await forgetSavedAnswers(page);
        // The HTTP cache too: the Scorecard's answers are cacheable, and a cold load has none.
        await cdp.send('Network.clearBrowserCache');
        await Promise.all(UPSTREAMS.map((name) => upstream.clearRequests(name)));
        await page.goto('/');
        const handle = await page.waitForFunction(() => (window as unknown as { boardPaint: { readyAt?: number } }).boardPaint.readyAt, undefined, {
          timeout: 30_000,
        });
        painted.push((await handle.jsonValue()) as number);
        const failed = await page.evaluate(() => (window as unknown as { boardPaint: { failed: string[] } }).boardPaint.failed);
        expect(failed, 'tiles that showed an error').toEqual([]);
        // Everything the board asks for has been asked once it is painted; a moment more catches strays.
        await page.waitForTimeout(1000);
        const sent = await Promise.all(UPSTREAMS.map(async (name) => [name, await upstream.requests(name)] as const));
        perUpstream.push(Object.fromEntries(sent.map(([name, list]) => [name, list.length])));
        const asked = sent.flatMap(([name, list]) =>
          list.map((request) => `${name} ${request.method} ${request.path} ${JSON.stringify(request.query)} ${request.body ?? ''}`),
        );
        requests.push(asked.length);
        repeated.push(asked.length - new Set(asked).size);
      }
    } finally {
      await Promise.all(UPSTREAMS.map((name) => upstream.resetState(name)));
    }

    const medianPainted = round(median(painted));
    report('board-ten-tiles', {
      tiles: TILES.length,
      latencyMs: LATENCY_MS,
      runs: RUNS,
      everyTilePaintedMedianMs: medianPainted,
      everyTilePaintedMs: painted.map((value) => round(value)),
      requestsPerLoad: requests,
      repeatedRequestsPerLoad: repeated,
      requestsByUpstream: perUpstream[0],
      budget: 'no request repeats one of the same load (one per distinct query); every tile painted within 3,000 ms (median)',
    });
    expect(Math.max(...repeated), 'requests that repeat one of the same load').toBe(0);
    expect(medianPainted).toBeLessThanOrEqual(3000);
  } finally {
    await context.close();
  }
});
