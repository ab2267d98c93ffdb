import { describe, expect, it } from 'vitest';
import { buildJobsPage } from '../fake/mocks.ts';
import { jobsPageSchema, type JobsPage } from '../api/schemas.ts';
import { samplePage } from '../fake/sample-jobs.ts';
import { cpuTimed } from '../../../testing/cpu-time.ts';
import { facets, factsFit, filterJobs, filtersByFacts, indexJobs } from './job-index.ts';
import type { PostingFacts } from './posting-facts.ts';

const page = (n: number, total = 250): JobsPage => jobsPageSchema.parse(n > 0 ? buildJobsPage(n, total) : { data: [] });
const none = { q: '', remoteOnly: false, tags: [], type: '' };

describe('indexJobs and filterJobs', () => {
  const jobs = indexJobs([page(1), page(2)]);

  it('flattens pages and drops a job repeated across a page boundary', () => {
    const first = page(1);
    const shifted: JobsPage = { ...page(2), jobs: [first.jobs[99]!, ...page(2).jobs] };
    expect(indexJobs([first, shifted])).toHaveLength(200);
  });

  it('shows a repeated job once, in its first place, with its latest copy', () => {
    const first = page(1);
    const later = { ...first.jobs[99]!, title: 'Updated title' };
    const shifted: JobsPage = { ...page(2), jobs: [later, ...page(2).jobs] };
    const all = indexJobs([first, shifted]);
    expect(all[99]!.job.title).toBe('Updated title');
    expect(all.filter(({ job }) => job.slug === later.slug)).toHaveLength(1);
  });

  it('filters by location with city aliases, by age and by "newer than"', () => {
    const munich = filterJobs(jobs, { ...none, loc: 'Munich' });
    expect(munich.length).toBeGreaterThan(0);
    expect(munich.every(({ job }) => job.location === 'München')).toBe(true);
    expect(filterJobs(jobs, { ...none, loc: 'cologne' }).every(({ job }) => job.location === 'Köln')).toBe(true);
    const newest = jobs[0]!.job.createdAtMs!;
    expect(filterJobs(jobs, { ...none, postedSinceMs: newest - 3_600_000 }).length).toBe(3);
    expect(filterJobs(jobs, { ...none, newerThanMs: jobs[4]!.job.createdAtMs! }).map(({ job }) => job.slug)).toEqual(
      jobs.slice(0, 4).map(({ job }) => job.slug),
    );
  });

  it('matches every word across title, company, tags and location, ignoring case', () => {
    const hits = filterJobs(jobs, { ...none, q: 'ENGINEER berlin' });
    expect(hits.length).toBeGreaterThan(0);
    for (const { haystack } of hits) expect(haystack).toMatch(/engineer[\s\S]*|berlin/);
    expect(filterJobs(jobs, { ...none, q: 'münchen' }).every(({ job }) => job.location === 'München')).toBe(true);
  });

  it('ignores accents: "koln" finds exactly the Köln jobs', () => {
    const koln = filterJobs(jobs, { ...none, q: 'koln' });
    expect(koln.length).toBeGreaterThan(0);
    expect(koln).toEqual(filterJobs(jobs, { ...none, q: 'Köln' }));
    expect(koln.every(({ job }) => job.location === 'Köln')).toBe(true);
  });

  it('filters by remote, every chosen tag and the job type', () => {
    const remote = filterJobs(jobs, { ...none, remoteOnly: true });
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every(({ job }) => job.remote)).toBe(true);
    const tagged = filterJobs(jobs, { ...none, tags: ['engineering', 'Data'] });
    expect(tagged.every(({ job }) => job.tags.includes('Engineering') && job.tags.includes('Data'))).toBe(true);
    const typed = filterJobs(jobs, { ...none, type: 'working-student' });
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.every(({ job }) => job.jobTypes.includes('Working student'))).toBe(true);
  });

  it('fits the language written in and "German not required" to what was read, a posting not read yet to neither', () => {
    const en: PostingFacts = { lang: 'en', german: 'none' };
    expect(factsFit(en, { language: 'en' })).toBe(true);
    expect(factsFit(en, { language: 'de' })).toBe(false);
    expect(factsFit({ lang: 'fr', german: 'required' }, { language: 'other' })).toBe(true);
    expect(factsFit({ lang: undefined, german: 'none' }, { language: 'other' })).toBe(false);
    expect(factsFit({ lang: undefined, german: 'none' }, { germanNotRequired: true })).toBe(true);
    expect(factsFit({ lang: 'en', german: 'plus' }, { germanNotRequired: true })).toBe(false);
    expect(factsFit({ lang: 'de', german: 'none' }, { language: 'de', germanNotRequired: true })).toBe(true);
    expect(factsFit(undefined, { germanNotRequired: true })).toBe(false);
    expect([{}, { language: 'en' as const }, { germanNotRequired: true }].map(filtersByFacts)).toEqual([false, true, true]);
  });

  it('returns the same array when no filter is set', () => {
    expect(filterJobs(jobs, none)).toBe(jobs);
  });

  it('counts facets, most frequent first', () => {
    const tags = facets(jobs, 'tags');
    expect(tags[0]!.count).toBeGreaterThanOrEqual(tags.at(-1)!.count);
    expect(tags.reduce((sum, tag) => sum + tag.count, 0)).toBe(jobs.reduce((sum, { job }) => sum + job.tags.length, 0));
  });

  it('filters 5,000 jobs well within a frame', () => {
    const pages = Array.from({ length: 50 }, (_, n) =>
      jobsPageSchema.parse(samplePage({ page: n + 1, total: 5000, anchorSeconds: 1_783_500_000, path: 'https://x/api' })),
    );
    const big = indexJobs(pages);
    expect(big).toHaveLength(5000);
    const times: number[] = [];
    for (const q of ['e', 'en', 'eng', 'engi', 'engin', 'engineer', 'engineer b', 'engineer be']) {
      times.push(cpuTimed(() => filterJobs(big, { ...none, q })).ms);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(16);
  });
});
