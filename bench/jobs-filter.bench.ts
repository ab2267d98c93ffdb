import { expect, test, upstream } from '../e2e/fixtures.ts';
import { FRAME_MS, reportKeystrokes, timeKeystrokes } from './keystrokes.ts';

// /jobs with 5,000 jobs loaded renders a bounded number of rows, and each keystroke in the
// search box updates the list within one frame (p95), measured in the browser, with no other
// filter and with every client-side filter active (the posting language and "German not required"
// included, once every posting has been read).
const TOTAL = 5000;
// Posted-within-7-days is left out: with the language and German filters on it leaves no row to redraw.
const EVERY_FILTER = 'remote=1&loc=berlin&type=full-time&lang=de&german=no';

for (const filters of ['', EVERY_FILTER])
  test(`jobs: keystroke-to-render with 5,000 jobs loaded${filters ? ', every filter active' : ''}`, async ({ page }) => {
    await upstream.reset('jobs');
    await upstream.setState('jobs', { totalJobs: TOTAL });
    await page.goto('/jobs');
    const status = page.getByRole('status').filter({ hasText: 'loaded jobs match' });
    await expect(status).toHaveText('100 of 100 loaded jobs match');
    // The person's "Load more jobs" clicks, made in the page: one Playwright round trip per page
    // would take longer than the figure needs.
    await page.evaluate(async (total) => {
      const statusLine = [...document.querySelectorAll('[role=status]')].find((node) => node.textContent?.includes('loaded jobs match'))!;
      for (let loaded = 200; loaded <= total; loaded += 100) {
        const more = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Load more jobs');
        if (!more) throw new Error(`no "Load more jobs" button at ${loaded - 100} jobs`);
        more.click();
        const expected = `${loaded.toLocaleString('en-US')} of ${loaded.toLocaleString('en-US')} loaded jobs match`;
        for (let waited = 0; statusLine.textContent !== expected; waited += 20) {
          if (waited > 10_000) throw new Error(`still "${statusLine.textContent}", expected "${expected}"`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    }, TOTAL);
    await expect(status).toHaveText(`${TOTAL.toLocaleString('en-US')} of ${TOTAL.toLocaleString('en-US')} loaded jobs match`);
    // Every posting's language and German requirement read (in idle time): the filters over them are timed whole.
    await expect(page.getByText(/Told from each posting’s text/)).toBeVisible({ timeout: 60_000 });
    const rows = () => page.getByRole('list', { name: 'Jobs' }).getByRole('article').count();
    if (filters) {
      // A change of URL from outside the page, as Back would make it: the loaded pages stay.
      await page.evaluate((search) => {
        history.pushState(history.state, '', `/jobs?${search}`);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      }, filters);
      await expect(page.getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
      await expect(status).toHaveText(/ of 5,000 loaded jobs match$/);
    }

    const typed = await timeKeystrokes(page, {
      input: 'input[type=search]',
      watch: 'section[aria-label="Results"]',
      words: ['engineer', 'berlin', 'pflege', 'remote', 'manager'],
    });
    const rowsInDom = await rows();
    reportKeystrokes(
      filters ? 'jobs-filter-every-filter' : 'jobs-filter',
      { jobsLoaded: TOTAL, filters: filters || 'none', rowsInDom },
      typed,
      ', rows bounded (< 40)',
    );
    expect(rowsInDom).toBeLessThan(40);
    expect(typed.p95Ms).toBeLessThanOrEqual(FRAME_MS);
  });
