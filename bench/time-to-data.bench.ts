import { UPSTREAM } from '../e2e/environment.ts';
import { expect, test, upstream, type UpstreamName } from '../e2e/fixtures.ts';
import { median, report, round } from './report.ts';

// design.md §7 / issue 11: time-to-data with 100 ms of added upstream latency, beside a bare
// fetch of the same URL in the same page. Budget: at most 1.1 x bare fetch + 50 ms.
const LATENCY_MS = 100;
const RUNS = 5;

const cases: { name: string; link: string; route: string; upstream: UpstreamName; ready: string; firstRoute: string }[] = [
  { name: 'colleges', link: 'Colleges', route: '/colleges', upstream: 'colleges', ready: 'table tbody tr', firstRoute: '/settings' },
  { name: 'countries', link: 'Countries', route: '/countries', upstream: 'countries', ready: 'main a[href^="/countries/"]', firstRoute: '/settings' },
];

for (const benchCase of cases) {
  test(`time to data on ${benchCase.route}`, async ({ page }) => {
    const appTimes: number[] = [];
    const bareTimes: number[] = [];
    const phases: string[] = [];
    await upstream.reset(benchCase.upstream);
    await upstream.setState(benchCase.upstream, { latencyMs: LATENCY_MS });
    try {
      for (let run = 0; run < RUNS; run += 1) {
        // A fresh document each run: an empty query cache, the route chunk from the HTTP cache.
        await page.goto(benchCase.firstRoute);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await upstream.clearRequests(benchCase.upstream);
        // Successful Scorecard replies are HTTP-cacheable: start each run with an empty cache.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        // Timed from the click event in the page (Playwright's own click overhead excluded)
        // to the first data row in the DOM.
        await page.evaluate(() => document.addEventListener('click', (event) => ((window as unknown as { clickedAt: number }).clickedAt = event.timeStamp), { capture: true, once: true }));
        await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: benchCase.link, exact: true }).click();
        await page.locator(benchCase.ready).first().waitFor();
        const readyAt = await page.evaluate((selector) => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.querySelector(selector) ? performance.now() : Number.NaN))), benchCase.ready);
        const started = await page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);
        appTimes.push(readyAt - started);
        phases.push(
          await page.evaluate(
            ({ t0, upstreamName }) =>
              performance
                .getEntriesByType('resource')
                .filter((entry) => entry.startTime >= t0)
                .map((entry) => `${entry.name.includes(`/${upstreamName}/`) ? 'DATA ' : ''}${new URL(entry.name).pathname.split('/').pop()} ${Math.round(entry.startTime - t0)}-${Math.round(entry.responseEnd - t0)}`)
                .join(', '),
            { t0: started, upstreamName: benchCase.upstream },
          ),
        );

        const recorded = await upstream.requests(benchCase.upstream);
        const last = recorded.at(-1);
        expect(last, 'the app made a request').toBeTruthy();
        const query = new URLSearchParams(Object.entries(last!.query).flatMap(([key, values]) => values.map((value) => [key, value])));
        const url = `${UPSTREAM}/${benchCase.upstream}${last!.path}${query.size ? `?${query}` : ''}`;
        const body = last!.body;
        bareTimes.push(
          await page.evaluate(
            async ({ target, method, json }) => {
              const t0 = performance.now();
              const response = await fetch(target, { cache: 'no-store', method, headers: json ? { 'Content-Type': 'application/json' } : {}, body: json });
              await response.text();
              return performance.now() - t0;
            },
            { target: url, method: last!.method, json: body },
          ),
        );
      }
    } finally {
      await upstream.setState(benchCase.upstream, { latencyMs: 0 });
    }
    const app = median(appTimes);
    const bare = median(bareTimes);
    const budget = 1.1 * bare + 50;
    report(`time-to-data-${benchCase.name}`, {
      latencyMs: LATENCY_MS,
      runs: RUNS,
      appMedianMs: round(app),
      bareFetchMedianMs: round(bare),
      ratio: round(app / bare, 2),
      budgetMs: round(budget),
      appRunsMs: appTimes.map((value) => round(value)),
      lastRunResources: phases.at(-1),
    });
    expect(app, `median click-to-data ${round(app)} ms vs budget ${round(budget)} ms`).toBeLessThanOrEqual(budget);
  });
}

