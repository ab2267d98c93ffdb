import type { TrustedTypePolicyFactory } from 'trusted-types/lib';
import { HOSTILE_SLUG } from './contract-server/services/jobs.ts';
import { expect, test } from './fixtures.ts';
import { subPages, topLevelPages } from './routes.ts';
import { sampleJob } from '../src/services/jobs/fake/sample-jobs.ts';

// The app's own service worker registers on these pages: its script URL passes the policy too.
test.use({ serviceWorkers: 'allow' });

/** Every page, and the pages that set HTML: a job description, an upstream's hostile one. */
const PAGES = [
  ...topLevelPages,
  ...subPages,
  { path: `/jobs/${sampleJob(0, 0).slug}`, heading: sampleJob(0, 0).title },
  { path: `/jobs/${HOSTILE_SLUG}`, heading: 'Hostile description test job' },
  { path: '/countries/console', heading: undefined },
  { path: '/countries/FR', heading: 'France' },
  { path: '/colleges/166683', heading: undefined },
];

type Seen = { directive: string; blocked: string; sample: string };

/** Every violation the page raises, kept on the page itself (the fixture fails the test on any of them too). */
async function recordViolations(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const seen: Seen[] = [];
    (window as unknown as { __violations: Seen[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: Seen[] }).__violations);
}

test('the CSP enforces Trusted Types, and every page (job descriptions included) raises no violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const csp = (await request.get('/')).headers()['content-security-policy']!;
  expect(csp).toContain("require-trusted-types-for 'script'; trusted-types dompurify dashboard-script-url");
  const violations = await recordViolations(page);
  const counts: Record<string, number> = {};
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(heading ? page.getByRole('heading', { level: 1, name: heading }) : page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path.startsWith('/jobs/'))
      await expect(
        page
          .locator('section', { has: page.getByRole('heading', { name: 'Description' }) })
          .locator('p, li')
          .first(),
      ).toBeVisible();
    await page.waitForLoadState('networkidle');
    counts[path] = (await violations()).length;
  }
  console.log(`Trusted Types violations per page: ${JSON.stringify(counts)}`);
  expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(0);
  // The page's service worker registered through the script-URL policy.
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => found?.active?.scriptURL))).toMatch(/\/sw\.js$/);
});

test('a string assigned to an HTML or script sink is refused and reported', async ({ page, pageProblems }) => {
  const violations = await recordViolations(page);
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const outcome = await page.evaluate(() => {
    const attempt = (action: () => void) => {
      try {
        action();
        return 'allowed';
      } catch (error) {
        return (error as Error).name;
      }
    };
    const host = document.createElement('div');
    return {
      innerHTML: attempt(() => (host.innerHTML = '<img src=x onerror="window.__pwned=1">')),
      insertAdjacentHTML: attempt(() => host.insertAdjacentHTML('beforeend', '<b>x</b>')),
      documentWrite: attempt(() => document.write('<b>x</b>')),
      scriptSrc: attempt(() => (document.createElement('script').src = '/assets/evil.js')),
      worker: attempt(() => new Worker('/sw.js')),
      policy: attempt(() =>
        (window as unknown as { trustedTypes: TrustedTypePolicyFactory }).trustedTypes.createPolicy('evil', { createHTML: (text: string) => text }),
      ),
      hostEmpty: host.childNodes.length === 0,
    };
  });
  expect(outcome).toEqual({
    innerHTML: 'TypeError',
    insertAdjacentHTML: 'TypeError',
    documentWrite: 'TypeError',
    scriptSrc: 'TypeError',
    worker: 'TypeError',
    policy: 'TypeError',
    hostEmpty: true,
  });
  // Each refusal was reported as a violation naming its sink (and the policy by its name).
  await expect
    .poll(async () => (await violations()).map(({ directive, sample }) => `${directive} ${sample.split('|')[0]}`))
    .toEqual(
      expect.arrayContaining([
        'require-trusted-types-for Element innerHTML',
        'require-trusted-types-for Element insertAdjacentHTML',
        'require-trusted-types-for Document write',
        'require-trusted-types-for HTMLScriptElement src',
        'require-trusted-types-for Worker constructor',
        'trusted-types evil',
      ]),
    );
  // This test provoked them on purpose (each logged by the browser and by the fixture's
  // listener): once all have arrived, the fixture must not count them.
  let previous = -1;
  const settled = () => {
    const count = pageProblems.length;
    const same = count === previous;
    previous = count;
    return same && count > 0;
  };
  await expect.poll(settled, { intervals: [500] }).toBe(true);
  pageProblems.length = 0;
});
