import { describe, expect, it } from 'vitest';
import { buildJob, readJob } from '../../../testing/board-jobs.ts';
import { buildJobsPage } from '../fake/mocks.ts';
import { createdAtMs, jobsPageSchema } from './schemas.ts';

describe('a job in a page of the board', () => {
  it('decodes named entities in plain-text fields', () => {
    const job = readJob(
      buildJob(0, { title: 'Gesch&auml;ftsf&uuml;hrer (m/w/d)', company_name: 'M&uuml;ller &amp; S&ouml;hne', location: 'K&ouml;ln', tags: ['Stra&szlig;e'] }),
    );
    expect(job).toMatchObject({ title: 'Geschäftsführer (m/w/d)', company: 'Müller & Söhne', location: 'Köln', tags: ['Straße'] });
  });

  it('does not turn markup in a title into elements', () => {
    expect(readJob(buildJob(0, { title: '<img src=x onerror=alert(1)>Dev' })).title).toBe('<img src=x onerror=alert(1)>Dev');
  });

  it('tolerates missing, null and string-typed optional fields', () => {
    const job = readJob({ slug: 'only-a-slug-1', remote: 'true', created_at: '1783509613', tags: null, location: null });
    expect(job).toEqual({
      slug: 'only-a-slug-1',
      title: 'Untitled job',
      company: '',
      descriptionHtml: '',
      remote: true,
      url: undefined,
      tags: [],
      jobTypes: [],
      location: '',
      createdAtMs: 1_783_509_613_000,
    });
  });

  it('reads created_at as Unix seconds', () => {
    expect(createdAtMs(1783509613)).toBe(1_783_509_613_000);
    expect(createdAtMs('2026-01-02T00:00:00Z')).toBe(Date.parse('2026-01-02T00:00:00Z'));
    expect(createdAtMs('soon')).toBeUndefined();
    expect(createdAtMs(null)).toBeUndefined();
  });
});

describe('jobsPageSchema', () => {
  it('parses the mock pages (mocks cannot drift from the schema)', () => {
    const page = jobsPageSchema.parse(buildJobsPage(1));
    expect(page.jobs).toHaveLength(100);
    expect(page.skipped).toBe(0);
    expect(page.lastPage).toBe(false);
    expect(jobsPageSchema.parse(buildJobsPage(3)).lastPage).toBe(true);
  });

  it('treats an empty page as the end', () => {
    const page = jobsPageSchema.parse({ data: [], links: { first: null, last: null, prev: null, next: 'https://x/?page=9' }, meta: {} });
    expect(page).toEqual({ jobs: [], skipped: 0, lastPage: true });
  });

  it('keeps going when links are absent and skips unreadable jobs', () => {
    const page = jobsPageSchema.parse({ data: [buildJob(1), { title: 'no slug' }, 42] });
    expect(page.jobs).toHaveLength(1);
    expect(page.skipped).toBe(2);
    expect(page.lastPage).toBe(false);
  });

  it('rejects a reply without a data array', () => {
    expect(jobsPageSchema.safeParse({ unexpected: 'shape', items: 42 }).success).toBe(false);
  });
});
