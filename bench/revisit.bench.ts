import { expect, test, upstream, type UpstreamName } from '../e2e/fixtures.ts';
import { report } from './report.ts';

// revisiting a route within its staleTime sends no upstream request.
const cases: { route: string; link: string; upstream: UpstreamName }[] = [
  { route: '/colleges', link: 'Colleges', upstream: 'colleges' },
  { route: '/jobs', link: 'Jobs', upstream: 'jobs' },
  { route: '/countries', link: 'Countries', upstream: 'countries' },
  { route: '/bpi', link: 'Bitcoin', upstream: 'bpi' },
];

test('a revisit within staleTime sends zero upstream requests', async ({ page }) => {
  const figures: Record<string, string> = {};
  for (const { route, link, upstream: name } of cases) {
    await upstream.reset(name);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const first = (await upstream.requests(name)).length;
    const nav = page.getByRole('navigation', { name: 'Services' });
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(route);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const revisit = (await upstream.requests(name)).length - first;
    figures[route] = `first visit ${first} request(s), revisit ${revisit}`;
    expect.soft(first, `${route} first visit`).toBeGreaterThan(0);
    expect.soft(revisit, `${route} revisit within staleTime`).toBe(0);
  }
  report('revisit', figures);
});
