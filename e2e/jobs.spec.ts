import type { Page } from '@playwright/test';
import { HOSTILE_SLUG } from './contract-server/services/jobs.ts';
import type { FaultKind } from './contract-server/types.ts';
import { expect, expectNoAxeViolations, forgetCachedAnswers, test, upstream } from './fixtures.ts';
import { sampleJob, sampleVisaSponsored } from '../src/services/jobs/fake/sample-jobs.ts';
import { boxOf, tabTo, typeKeys } from './typing.ts';

const status = (page: Page) => page.getByRole('status').filter({ hasText: 'loaded jobs match' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search jobs' });
/** Rendered job rows (each row holds nested tag lists, so count articles). */
const rowCount = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('article').count();
const pageNumbers = async () => (await upstream.requests('jobs')).map((request) => request.query);

test.beforeEach(async () => {
  await upstream.reset('jobs');
});

test('browses, searches, filters and pages on demand with URLs it builds itself', async ({ page }) => {
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  await page.getByRole('button', { name: 'Load more jobs' }).click();
  await expect(status(page)).toHaveText('200 of 200 loaded jobs match');
  await page.getByRole('button', { name: 'Load more jobs' }).click();
  await expect(status(page)).toHaveText('250 of 250 loaded jobs match');
  await expect(page.getByText('That is every job on the board.')).toBeVisible();
  // links.next carries a rotating ?tag= term; following it would narrow the results.
  expect(await pageNumbers()).toEqual([{ page: ['1'] }, { page: ['2'] }, { page: ['3'] }]);

  await searchBox(page).fill('münchen engineer');
  await expect(page).toHaveURL(/\?q=m%C3%BCnchen\+engineer$/);
  // The checkbox mirrors the URL, so it turns checked once the navigation lands.
  await page.getByRole('checkbox', { name: 'Remote only' }).click();
  await expect(page.getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Add a tag' }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/remote=1&tag=/);
  const rows = page.getByRole('list', { name: 'Jobs' }).getByRole('article');
  for (const row of await rows.all()) await expect(row).toContainText('Remote');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(searchBox(page)).toHaveValue('münchen engineer');
  await expect(page.getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  // The reload painted every page loaded before it, from the persisted cache.
  await expect(status(page)).toHaveText('250 of 250 loaded jobs match');
});

test('is axe-clean in dark mode and holds its layout at 360 px with RTL, emoji and huge records', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/jobs');
  await page.getByLabel('Theme').selectOption('dark');
  await expect(status(page)).toBeVisible();
  await searchBox(page).fill('global');
  await expect(page.getByRole('link', { name: /وظيفة مطور/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /وظيفة مطور/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('🚀');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test('a hostile job description runs nothing and keeps only safe markup', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/jobs/${HOSTILE_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hostile description test job' })).toBeVisible();
  const description = page
    .getByRole('region', { name: 'Description' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Description' }) }));
  await expect(description).toContainText('Grüße aus München & Umgebung');
  await expect(description.locator('script, img, svg, style, iframe, form, input, object, meta, [style], [onerror], [onload], [onclick]')).toHaveCount(0);
  await expect(description.getByText('javascript link')).not.toHaveAttribute('href', /.*/);
  await expect(description.getByText('data link')).not.toHaveAttribute('href', /.*/);
  const safe = description.getByRole('link', { name: 'safe link' });
  await expect(safe).toHaveAttribute('href', 'https://example.com/safe');
  await expect(safe).toHaveAttribute('target', '_blank');
  await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByText(/no safe link to apply/)).toBeVisible();
  await expect(page.locator('body')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page).toHaveURL(`/jobs/${HOSTILE_SLUG}`);
  await expectNoAxeViolations(page);
});

test('a direct link to a job on page 3 loads pages one by one until it is found', async ({ page }) => {
  const target = sampleJob(230, 0);
  await page.goto(`/jobs/${target.slug}`);
  await expect(page.getByRole('link', { name: /Apply on Arbeitnow/ })).toHaveAttribute('href', target.url);
  expect(await pageNumbers()).toEqual([{ page: ['1'] }, { page: ['2'] }, { page: ['3'] }]);
  await page.goto('/jobs/no-such-job-1');
  await expect(page.getByText('This job is no longer listed.')).toBeVisible();
});

test('never has more than one page request in flight', async ({ page }) => {
  // Counted in this page, not at the server: other spec files may visit /jobs or / meanwhile.
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/job-board-api')) pagesAsked.push(new URL(request.url()).searchParams.get('page') ?? '');
  });
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  // Page 2 answers late, so the button is still loading when even a slow machine has finished
  // clicking it, and within the app's 3 s request timeout.
  await upstream.setState('jobs', { delayMs: 2500 });
  const more = page.getByRole('button', { name: /Load more jobs|Loading page/ });
  await more.click();
  await expect(more).toBeDisabled();
  await more.click({ force: true });
  await expect(status(page)).toHaveText('200 of 200 loaded jobs match');
  expect(pagesAsked).toEqual(['1', '2']);
});

test('on 429 it waits for Retry-After and retries by itself', async ({ page }) => {
  await upstream.fault('jobs', { kind: '429', times: 1, retryAfterSeconds: 1 });
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  const [first, second] = await upstream.requests('jobs');
  expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
});

test('with 5,000 jobs loaded the DOM stays bounded and typing filters instantly', async ({ page }) => {
  test.setTimeout(120_000);
  await upstream.setState('jobs', { totalJobs: 5000 });
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  for (let loaded = 200; loaded <= 5000; loaded += 100) {
    await page.getByRole('button', { name: 'Load more jobs' }).click();
    await expect(status(page)).toHaveText(`${loaded.toLocaleString('en-US')} of ${loaded.toLocaleString('en-US')} loaded jobs match`);
  }
  expect(await rowCount(page)).toBeLessThan(40);
  const timings = await page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('input[type=search]')!;
    const statusLine = [...document.querySelectorAll('[role=status]')].find((node) => node.textContent?.includes('loaded jobs match'))!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const results: number[] = [];
    // Alternating with an empty box guarantees the count changes on every step.
    const steps = ['berlin', 'hamburg', 'münchen', 'köln', 'leipzig', 'wien', 'potsdam', 'frankfurt', 'engineer', 'pflege'].flatMap((word) => [word, '']);
    for (const text of steps) {
      const before = statusLine.textContent;
      const start = performance.now();
      const changed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (statusLine.textContent !== before) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(statusLine, { childList: true, characterData: true, subtree: true });
        setTimeout(() => (observer.disconnect(), resolve()), 2000);
      });
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await changed;
      results.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return results.sort((a, b) => a - b);
  });
  // Timing is a figure for `npm run bench` (bench/jobs-filter.bench.ts), not a test assertion:
  // here it only has to update on every keystroke.
  expect(timings).toHaveLength(20);
  expect(timings.every((time) => time < 2000)).toBe(true);
  expect(await rowCount(page)).toBeLessThan(40);
});

test('the visa toggle asks the board for its own list, pages it, and lives in the URL', async ({ page }) => {
  await upstream.setState('jobs', { totalJobs: 400 });
  const visaTotal = Array.from({ length: 400 }, (_, index) => index).filter(sampleVisaSponsored).length;
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  // The checkbox mirrors the URL, so it turns checked once the navigation lands.
  await page.getByRole('checkbox', { name: 'Visa sponsorship' }).click();
  await expect(page).toHaveURL(/\?visa=1$/);
  await expect(page.getByRole('checkbox', { name: 'Visa sponsorship' })).toBeChecked();
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  await page.getByRole('button', { name: 'Load more jobs' }).click();
  await expect(status(page)).toHaveText(`${visaTotal} of ${visaTotal} loaded jobs match`);
  await expect(page.getByText('That is every job on the board.')).toBeVisible();
  expect(await pageNumbers()).toEqual([{ page: ['1'] }, { page: ['1'], visa_sponsorship: ['true'] }, { page: ['2'], visa_sponsorship: ['true'] }]);
  await searchBox(page).fill('engineer');
  await expect(page).toHaveURL(/\?q=engineer&visa=1$/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Visa sponsorship' })).toBeChecked();
  await expect(searchBox(page)).toHaveValue('engineer');
  await expectNoAxeViolations(page);
});

test('the location box suggests places with counts and finds München by "munich"', async ({ page }) => {
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  const box = page.getByRole('combobox', { name: 'Location' });
  await box.fill('munich');
  const option = page.getByRole('listbox', { name: 'Places among the loaded jobs' }).getByRole('option', { name: /^München, \d+ jobs$/ });
  await expect(option).toBeVisible();
  await expectNoAxeViolations(page);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\?loc=M%C3%BCnchen$/);
  const rows = page.getByRole('list', { name: 'Jobs' }).getByRole('article');
  for (const row of await rows.all()) await expect(row).toContainText('München');
  await page.goBack();
  await expect(box).toHaveValue('munich');
});

test('"sales", Tab, "Köln" at 150 ms a key: both boxes keep every letter while the first one\'s URL write lands', async ({ page }) => {
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  const location = page.getByRole('combobox', { name: 'Location' });
  await searchBox(page).click();
  await typeKeys(page, 'sales', 150);
  await tabTo(page, location);
  await typeKeys(page, 'Köln', 150);
  await expect(page).toHaveURL(/\?q=sales&loc=K%C3%B6ln$/);
  await expect(searchBox(page)).toHaveValue('sales');
  await expect(location).toHaveValue('Köln');
  await page.waitForTimeout(600);
  await expect(location).toHaveValue('Köln');

  // The same with a place whose first letter matters: "erlin" finds nothing.
  await location.fill('');
  await location.click();
  await searchBox(page).fill('');
  await searchBox(page).click();
  await typeKeys(page, 'engineer', 150);
  await tabTo(page, location);
  await typeKeys(page, 'Berlin', 150);
  await expect(page).toHaveURL(/\?q=engineer&loc=Berlin$/);
  await expect(location).toHaveValue('Berlin');
  await expect(status(page)).not.toHaveText(/^0 of/);
});

test('results first: the first job is on the first screen at 1280x800 and at 360x740, with the filters behind a toggle on phones', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/jobs?remote=1');
  const firstJob = page.getByRole('list', { name: 'Jobs' }).getByRole('article').first();
  await expect(firstJob).toBeVisible();
  expect((await boxOf(firstJob)).top, 'the first job, unscrolled, at 1280x800').toBeLessThan(800 - 60);
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toHaveAttribute('aria-expanded', 'true');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/jobs?remote=1');
  const toggle = page.getByRole('button', { name: 'Filters (1 active)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('checkbox', { name: 'Remote only' })).toBeHidden();
  await expect(firstJob).toBeVisible();
  expect((await boxOf(firstJob)).top, 'the first job within the first screen at 360x740').toBeLessThan(740 - 60);
  await toggle.click();
  await expect(page.getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toHaveAttribute('aria-expanded', 'true');
});

test('a saved job keeps its note across reloads and after the feed drops it', async ({ page }) => {
  const first = sampleJob(0, 0);
  await page.goto('/jobs');
  const row = page
    .getByRole('list', { name: 'Jobs' })
    .getByRole('article')
    .filter({ hasText: first.title.replace(/&amp;/g, '&') })
    .first();
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: /Saved and applied jobs \(1\)/ }).click();
  const saved = page.getByRole('list', { name: 'Saved jobs' });
  const note = saved.getByRole('textbox', { name: /^Note for / });
  await note.fill('Ask about the visa; salary 70k');
  await page.reload();
  await expect(note).toHaveValue('Ask about the visa; salary 70k');
  await expectNoAxeViolations(page);
  // Marks live in IndexedDB, in a store "Clear cached data" never empties.
  expect(await page.evaluate(() => localStorage.getItem('dashboard.jobs.marks'))).toBeNull();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Clear cached data' }).click();
  await page.goto('/jobs/saved');
  await expect(note).toHaveValue('Ask about the visa; salary 70k');

  await upstream.setState('jobs', { totalJobs: 0 });
  await page.evaluate(() => sessionStorage.clear());
  await forgetCachedAnswers(page);
  await page.goto('/jobs');
  await expect(page.getByText('The board has no jobs right now.')).toBeVisible();
  await page.goto('/jobs/saved');
  await expect(saved.getByText('No longer in the feed')).toBeVisible();
  await expect(note).toHaveValue('Ask about the visa; salary 70k');
  await expect(saved.getByRole('link', { name: /Open on Arbeitnow/ })).toHaveAttribute('href', first.url);
  await saved.getByText('Description as saved').click();
  await expect(saved.getByText(/Wir suchen zum nächstmöglichen Zeitpunkt/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a hidden job leaves the list, with a count and a way to show it, across reloads', async ({ page }) => {
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  const firstRow = page.getByRole('list', { name: 'Jobs' }).getByRole('article').first();
  // Every loaded row is in the document and titles repeat across jobs: the job is told by its link.
  const href = (await firstRow.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  const hiddenJob = page.getByRole('list', { name: 'Jobs' }).locator(`a[href="${href}"]`);
  await firstRow.getByRole('button', { name: 'Hide' }).focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('99 of 100 loaded jobs match');
  // The row left with its button: focus moves to the next row's Hide, not to the page's body.
  await expect(page.locator(':focus')).toHaveAccessibleName('Hide');
  await expect(hiddenJob).toHaveCount(0);
  await page.reload();
  await expect(status(page)).toHaveText('99 of 100 loaded jobs match');
  await page.getByRole('button', { name: '1 hidden — show' }).click();
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  await expect(hiddenJob).toBeVisible();
  await expectNoAxeViolations(page);
});

test('jobs posted since the last visit carry a "New" badge until that visit ends (30 idle minutes); a reload or a second tab keeps them', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  // A first visit has nothing to compare with.
  await expect(page.getByText('New', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'New since my last visit' })).toHaveCount(0);

  // Half an hour without activity ends the visit; two jobs arrive meanwhile.
  await page.clock.fastForward('31:00');
  await upstream.setState('jobs', { freshJobs: 2 });
  await forgetCachedAnswers(page);
  await page.reload();
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  const badges = (where: Page) => where.getByRole('list', { name: 'Jobs' }).getByText('New', { exact: true });
  await expect(badges(page)).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'New since my last visit' }).click();
  await expect(page).toHaveURL(/\?new=1$/);
  await expect(status(page)).toHaveText('2 of 100 loaded jobs match');
  await expectNoAxeViolations(page);

  // Seen, but the visit goes on: a reload and a second tab still show them.
  await page.clock.fastForward('10:00');
  await page.reload();
  await expect(status(page)).toHaveText('2 of 100 loaded jobs match');
  const second = await context.newPage();
  await second.goto('/jobs');
  await expect(status(second)).toHaveText('100 of 100 loaded jobs match');
  await expect(badges(second)).toHaveCount(2);
  await second.close();

  // Once that visit has ended, the next one has nothing new.
  await page.clock.fastForward('31:00');
  await page.reload();
  await expect(status(page)).toHaveText('0 of 100 loaded jobs match');
  await expect(page.getByText('No loaded job is new since your last visit.')).toBeVisible();
});

test('a job repeated across pages by a live feed shows once', async ({ page }) => {
  await upstream.setState('jobs', { repeatAcrossPages: true });
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  await page.getByRole('button', { name: 'Load more jobs' }).click();
  await expect(status(page)).toHaveText('200 of 200 loaded jobs match');
});

const matrix: { kind: FaultKind; title: RegExp }[] = [
  { kind: '500', title: /Jobs had a problem \(HTTP 500\)/ },
  { kind: 'html-502', title: /Jobs had a problem \(HTTP 502\)/ },
  { kind: 'malformed', title: /Jobs sent a reply the app cannot read/ },
  { kind: 'wrong-shape', title: /Jobs sent a reply the app cannot read/ },
  { kind: 'timeout', title: /Jobs did not answer in time/ },
  { kind: 'reset', title: /Can't reach Jobs/ },
  { kind: '429', title: /Jobs: rate limit reached/ },
];

for (const { kind, title } of matrix) {
  test(`fault ${kind} on the first page: explained error, Retry recovers, search kept`, async ({ page }) => {
    test.setTimeout(60_000);
    await upstream.fault('jobs', { kind, retryAfterSeconds: 1, delayMs: 10_000 });
    await page.goto('/jobs?q=berlin');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(title, { timeout: 30_000 });
    await expect(alert).toContainText('Arbeitnow is a free API');
    await expect(searchBox(page)).toHaveValue('berlin');
    await upstream.clearFaults('jobs');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(status(page)).toContainText('of 100 loaded jobs match');
    await expect(searchBox(page)).toHaveValue('berlin');
  });

  test(`fault ${kind} on a further page: loaded jobs stay, Retry loads the page`, async ({ page }) => {
    // A timeout is tried three times at 3 s each before the alert: about 12 s alone, more beside a busy worker.
    test.setTimeout(60_000);
    await page.goto('/jobs');
    await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
    await searchBox(page).fill('engineer');
    await upstream.fault('jobs', { kind, retryAfterSeconds: 1, delayMs: 10_000 });
    await page.getByRole('button', { name: 'Load more jobs' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(title, { timeout: 30_000 });
    await expect(alert).toContainText('Page 2 could not be loaded');
    await expect(status(page)).toContainText('of 100 loaded jobs match');
    await expect(searchBox(page)).toHaveValue('engineer');
    await upstream.clearFaults('jobs');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(status(page)).toContainText('of 200 loaded jobs match');
    await expect(searchBox(page)).toHaveValue('engineer');
    await expect(page).toHaveURL(/q=engineer/);
  });
}

test('each posting shows its language and German requirement; "Written in" and "German not required" filter and live in the URL', async ({ page }) => {
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  // Read in idle time after the list painted; the hint says so until every posting is read.
  await expect(page.getByText(/Told from each posting’s text/)).toBeVisible();
  const rows = page.getByRole('list', { name: 'Jobs' }).getByRole('article');
  await expect(rows.first()).toContainText(/Written in (English|German|French)|Language unclear/);

  await page.getByRole('combobox', { name: 'Written in' }).selectOption('German');
  await expect(page).toHaveURL(/\?lang=de$/);
  await page.getByRole('checkbox', { name: 'German not required' }).click();
  await expect(page).toHaveURL(/\?lang=de&german=no$/);
  await expect(status(page)).toHaveText(/^\d+ of 100 loaded jobs match$/);
  const matched = Number((await status(page).textContent())?.split(' ')[0]);
  expect(matched).toBeGreaterThan(5);
  expect(matched).toBeLessThan(40);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Written in German');
    await expect(row).toContainText('No German mentioned');
  }
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Written in' })).toHaveValue('de');
  await expect(page.getByRole('checkbox', { name: 'German not required' })).toBeChecked();
  await expect(status(page)).toHaveText(`${matched} of 100 loaded jobs match`);

  await page.getByRole('combobox', { name: 'Written in' }).selectOption('English');
  await page.getByRole('checkbox', { name: 'German not required' }).click();
  await expect(page).toHaveURL(/\?lang=en$/);
  // An English posting that asks for German says why on its own page.
  const asking = rows.filter({ hasText: 'German required' }).first();
  await asking.getByRole('heading').getByRole('link').click();
  await expect(page.getByText("Required: 'Business fluent German'")).toBeVisible();
  await expect(page.getByText('English', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown "Written in" value in a link is explained and removed on request', async ({ page }) => {
  await page.goto('/jobs?lang=klingon&remote=1');
  await expect(page.getByText(/Unknown posting language \(klingon\)/)).toBeVisible();
  await page
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\?remote=1$/);
});

test('saved-jobs export carries every mark and a fresh browser gets them all back, hidden jobs staying hidden', async ({ page, browser }) => {
  await page.goto('/jobs');
  await expect(status(page)).toHaveText('100 of 100 loaded jobs match');
  const rows = page.getByRole('list', { name: 'Jobs' }).getByRole('article');
  // Applied with a note (not saved), two hidden, one saved: other marks than "save one, hide another".
  const applied = (await rows.nth(1).getByRole('heading').textContent()) ?? '';
  await rows.nth(1).getByRole('button', { name: 'Mark applied' }).click();
  await rows.nth(2).getByRole('button', { name: 'Save' }).click();
  await rows.nth(3).getByRole('button', { name: 'Hide' }).click();
  await expect(status(page)).toHaveText('99 of 100 loaded jobs match');
  await rows.nth(3).getByRole('button', { name: 'Hide' }).click();
  await expect(status(page)).toHaveText('98 of 100 loaded jobs match');
  await page.getByRole('link', { name: /Saved and applied jobs \(2\)/ }).click();
  await page.getByRole('textbox', { name: `Note for ${applied}` }).fill('Interview on Tuesday');
  await expect(
    page.getByText(/^Export and import carry all 4 jobs you marked in this browser: 1 saved, 1 applied, 2 hidden, 1 with a note, with the dates/),
  ).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await (await downloading).path();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/jobs/saved');
  await expect(other.getByText(/No saved or applied jobs yet/)).toBeVisible();
  await other.getByLabel('Import JSON').setInputFiles(file);
  await expect(other.getByText('Imported 4 jobs (1 saved, 1 applied, 2 hidden, 1 with a note): 4 new jobs.')).toBeVisible();
  await expect(other.getByRole('textbox', { name: `Note for ${applied}` })).toHaveValue('Interview on Tuesday');
  await other.goto('/jobs');
  await expect(other.getByRole('status').filter({ hasText: 'loaded jobs match' })).toHaveText('98 of 100 loaded jobs match');
  await expect(other.getByRole('button', { name: '2 hidden — show' })).toBeVisible();
  await fresh.close();
});
