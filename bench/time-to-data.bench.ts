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
    await upstream.reset(benchCase.upstream);
    await upstream.setState(benchCase.upstream, { latencyMs: LATENCY_MS });
    try {
      for (let run = 0; run < RUNS; run += 1) {
        // A fresh document each run: an empty query cache, the route chunk from the HTTP cache.
        await page.goto(benchCase.firstRoute);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await upstream.clearRequests(benchCase.upstream);
        const started = await page.evaluate(() => performance.now());
        await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: benchCase.link, exact: true }).click();
        await page.locator(benchCase.ready).first().waitFor();
        appTimes.push((await page.evaluate(() => performance.now())) - started);

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
              const response = await fetch(target, { method, headers: json ? { 'Content-Type': 'application/json' } : {}, body: json });
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
    });
    expect(app, `median click-to-data ${round(app)} ms vs budget ${round(budget)} ms`).toBeLessThanOrEqual(budget);
  });
}

