import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/msw/node.ts';
import { sampleVisaSponsored } from './fake/sample-jobs.ts';
import { buildJobsPage } from './fake/mocks.ts';
import type { JobMark } from './lib/job-marks.ts';
import { marksToJson } from './lib/marks-transfer.ts';
import { marksStore } from './hooks/use-job-marks.ts';
import { memoryMarksBackend } from '../../testing/memory-marks-backend.ts';

// Marks are kept in memory here (jsdom has no IndexedDB); the IndexedDB backend has its own test.
const kept = vi.hoisted(() => ({ backend: undefined as ReturnType<typeof memoryMarksBackend> | undefined }));
vi.mock('./lib/marks-backend.ts', () => ({ indexedDbMarksBackend: () => kept.backend }));

const status = () => screen.findByText(/loaded jobs match/, {}, { timeout: 5000 });
const count = async () => Number(/^([\d,]+) of/.exec((await status()).textContent ?? '')?.[1]?.replace(',', ''));
const articles = () => within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('article');

function recordQueries() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('job-board-api')) asked.push(new URL(request.url).search);
  });
  return asked;
}

/** A board of 400 jobs, so its visa-flagged share spans two pages. */
const BOARD = 400;
const VISA_TOTAL = Array.from({ length: BOARD }, (_, index) => index).filter(sampleVisaSponsored).length;

beforeEach(async () => {
  kept.backend = memoryMarksBackend();
  await marksStore.reload();
});

describe('/jobs visa sponsorship', () => {
  it('asks the board for its visa list, pages it on its own, and keeps visa=1 in the URL', { timeout: 20_000 }, async () => {
    server.use(
      http.get('*/api/job-board-api', ({ request }) => {
        const params = new URL(request.url).searchParams;
        return HttpResponse.json(buildJobsPage(Number(params.get('page')), BOARD, { visaOnly: params.get('visa_sponsorship') === 'true' }));
      }),
    );
    expect(VISA_TOTAL).toBeGreaterThan(100);
    const asked = recordQueries();
    const { user, router } = renderRoute('/jobs');
    expect(await status()).toHaveTextContent('100 of 100');
    await user.click(screen.getByRole('checkbox', { name: 'Visa sponsorship' }));
    await waitFor(() => expect(router.state.location.search).toBe('?visa=1'));
    await waitFor(async () => expect(await status()).toHaveTextContent('100 of 100 loaded jobs match'));
    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    await waitFor(async () => expect(await status()).toHaveTextContent(`${VISA_TOTAL} of ${VISA_TOTAL} loaded jobs match`));
    expect(asked).toEqual(['?page=1', '?page=1&visa_sponsorship=true', '?page=2&visa_sponsorship=true']);
    // The whole board's cached list comes back without a request.
    await user.click(screen.getByRole('checkbox', { name: 'Visa sponsorship' }));
    await waitFor(async () => expect(await status()).toHaveTextContent('100 of 100'));
    expect(asked).toHaveLength(3);
  });
});

describe('/jobs location, age and type filters', () => {
  it('reads loc, age and an older raw type from the URL and combines them', { timeout: 20_000 }, async () => {
    renderRoute('/jobs?loc=munich&type=Full-time%20permanent');
    const matched = await count();
    expect(matched).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('munich');
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveDisplayValue(/^Full time/);
    for (const row of articles()) expect(row).toHaveTextContent(/München[\s\S]*Full-time permanent/);
  });

  it('suggests places with counts, picks one by keyboard and pushes loc to the URL', { timeout: 20_000 }, async () => {
    const { user, router } = renderRoute('/jobs');
    await status();
    const box = screen.getByRole('combobox', { name: 'Location' });
    await user.type(box, 'col');
    const list = screen.getByRole('listbox', { name: 'Places among the loaded jobs' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const option = within(list).getByRole('option', { name: /^Köln, \d+ jobs$/ });
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?loc=K%C3%B6ln'));
    expect(box).toHaveValue('Köln');
    for (const row of articles()) expect(row).toHaveTextContent('Köln');
  });

  it('explains an unknown age and removes it on request', async () => {
    const { user, router } = renderRoute('/jobs?age=5');
    expect(await status()).toHaveTextContent('100 of 100');
    expect(screen.getByText(/Unknown job age \(/)).toHaveTextContent('Unknown job age (5): jobs of any age are shown.');
    await user.click(screen.getByRole('button', { name: 'Remove it from the link' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps the jobs of the last 24 hours with age=1', async () => {
    const { user, router } = renderRoute('/jobs');
    await status();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Posted' }), 'Last 24 hours');
    await waitFor(() => expect(router.state.location.search).toBe('?age=1'));
    // The demo board posts a job every half hour.
    const matched = await count();
    expect(matched).toBeGreaterThanOrEqual(47);
    expect(matched).toBeLessThanOrEqual(49);
  });
});

describe('/jobs saved, applied and hidden', () => {
  it('saves with a note, marks applied, hides with a count and "show", and keeps it all in storage', { timeout: 20_000 }, async () => {
    const { user } = renderRoute('/jobs');
    await status();
    const [first, second] = articles();
    const firstTitle = within(first!).getByRole('heading').textContent ?? '';
    await user.click(within(first!).getByRole('button', { name: /Save/ }));
    expect(within(first!).getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(first!).getByRole('button', { name: 'Mark applied' }));
    expect(within(first!).getByRole('button', { name: /^Applied / })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(second!).getByRole('button', { name: 'Hide' }));
    expect(await status()).toHaveTextContent('99 of 100');
    await user.click(screen.getByRole('button', { name: '1 hidden — show' }));
    expect(await status()).toHaveTextContent('100 of 100');
    await marksStore.written();
    const stored = [...kept.backend!.records.values()] as JobMark[];
    expect(stored.map((mark) => [mark.job.title, mark.savedAt !== undefined, mark.hidden])).toEqual([
      [firstTitle, true, false],
      [expect.any(String), false, true],
    ]);
  });

  it('/jobs/saved lists saved jobs with their notes, and unsaving offers Undo', { timeout: 20_000 }, async () => {
    kept.backend = memoryMarksBackend({
      'gone-job-1': {
        slug: 'gone-job-1',
        job: { title: 'A job the feed dropped', company: 'Old GmbH', location: 'Wien', tags: [], remote: false, createdAtMs: Date.now() },
        savedAt: 1,
        note: 'ask about visa',
        hidden: false,
      },
    });
    await marksStore.reload();
    const { user } = renderRoute('/jobs/saved');
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    expect(within(list).getByRole('heading', { name: 'A job the feed dropped' })).toBeInTheDocument();
    expect(await within(list).findByText('No longer in the feed')).toBeInTheDocument();
    const note = within(list).getByRole('textbox', { name: 'Note for A job the feed dropped' });
    expect(note).toHaveValue('ask about visa');
    await user.type(note, ' and salary');
    await marksStore.written();
    expect((kept.backend!.records.get('gone-job-1') as JobMark).note).toBe('ask about visa and salary');
    await user.click(within(list).getByRole('button', { name: /Saved/ }));
    expect(screen.queryByRole('heading', { name: 'A job the feed dropped' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('textbox', { name: 'Note for A job the feed dropped' })).toHaveValue('ask about visa and salary');
  });

  it('applied jobs carry a note too (interview dates), and unsaving an applied job keeps it', { timeout: 20_000 }, async () => {
    const job = { title: 'Applied only', company: 'ACME', location: 'Köln', tags: [], remote: false, createdAtMs: Date.now() };
    kept.backend = memoryMarksBackend({
      'applied-1': { slug: 'applied-1', job, appliedAt: 1, note: '', hidden: false },
      'both-1': { slug: 'both-1', job: { ...job, title: 'Saved and applied' }, savedAt: 1, appliedAt: 2, note: 'interview 3 Dec', hidden: false },
    });
    await marksStore.reload();
    const { user } = renderRoute('/jobs/saved');
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    const note = within(list).getByRole('textbox', { name: 'Note for Applied only' });
    await user.type(note, 'interview 2 Dec 10:00');
    await marksStore.written();
    expect((kept.backend!.records.get('applied-1') as JobMark).note).toBe('interview 2 Dec 10:00');
    const both = within(list).getByRole('heading', { name: 'Saved and applied' }).closest('article')!;
    await user.click(within(both as HTMLElement).getByRole('button', { name: /Saved/ }));
    await marksStore.written();
    expect(within(list).getByRole('textbox', { name: 'Note for Saved and applied' })).toHaveValue('interview 3 Dec');
    expect((kept.backend!.records.get('both-1') as JobMark).note).toBe('interview 3 Dec');
  });

  it('imports a JSON export without losing what is kept, and refuses a file from elsewhere with the reason', { timeout: 20_000 }, async () => {
    const { user } = renderRoute('/jobs/saved');
    await screen.findByText(/No saved or applied jobs yet/);
    const input = screen.getByLabelText('Import JSON');
    await user.upload(input, new File(['{"data":[]}'], 'jobs.json', { type: 'application/json' }));
    expect(await screen.findByText('jobs.json was not imported: The file is not a saved-jobs export from this page.')).toBeInTheDocument();
    const exported = marksToJson([
      {
        slug: 'x-1',
        job: { title: 'Imported job', company: 'ACME', location: 'Köln', tags: [], remote: true },
        savedAt: 1,
        note: 'from my laptop',
        hidden: false,
      },
    ]);
    await user.upload(input, new File([exported], 'saved.json', { type: 'application/json' }));
    expect(await screen.findByText('Imported 1 job (1 saved, 0 applied, 0 hidden, 1 with a note): 1 new job.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note for Imported job' })).toHaveValue('from my laptop');
  });

  it('exports every mark, hidden and applied-only ones included, says what the file carries, and a fresh browser imports it all', async () => {
    const job = (title: string) => ({ title, company: 'Nordlicht Energie AG', location: 'Leipzig', tags: ['Energie'], remote: false });
    const marks: JobMark[] = [
      {
        slug: 'applied-1',
        job: { ...job('Applied only'), lang: 'de', german: 'required', germanPhrase: 'Deutsch auf C1-Niveau' },
        appliedAt: Date.UTC(2026, 9, 3),
        note: 'Interview 12 Oct',
        hidden: false,
      },
      { slug: 'hidden-1', job: job('Hidden only'), note: '', hidden: true },
      { slug: 'hidden-2', job: job('Hidden and saved'), savedAt: Date.UTC(2026, 9, 1), note: '', hidden: true },
      { slug: 'saved-1', job: job('Saved only'), savedAt: Date.UTC(2026, 9, 2), note: '', hidden: false },
    ];
    kept.backend = memoryMarksBackend(Object.fromEntries(marks.map((mark) => [mark.slug, mark])));
    await marksStore.reload();
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:export';
    });
    const { user, unmount } = renderRoute('/jobs/saved');
    expect(
      await screen.findByText(
        'Export and import carry all 4 jobs you marked in this browser: 2 saved, 1 applied, 2 hidden, 1 with a note, with the dates saved and applied and each job’s language and German requirement.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    const exported = await files[0]!.text();
    expect(JSON.parse(exported).marks).toEqual(expect.arrayContaining(marks));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = (await files[1]!.text()).split('\r\n');
    expect(csv[0]?.replace(/^\uFEFF/, '')).toBe('title,company,location,url,tags,language,german,german_reason,saved_at,applied_at,hidden,note');
    expect(csv).toContain('Hidden only,Nordlicht Energie AG,Leipzig,,Energie,,,,,,yes,');
    expect(csv).toContain(
      'Applied only,Nordlicht Energie AG,Leipzig,,Energie,German,German required,Deutsch auf C1-Niveau,,2026-10-03T00:00:00.000Z,,Interview 12 Oct',
    );
    unmount();

    // A fresh browser: nothing kept.
    kept.backend = memoryMarksBackend();
    await marksStore.reload();
    const fresh = renderRoute('/jobs/saved');
    await screen.findByText(/No saved or applied jobs yet/);
    await fresh.user.upload(screen.getByLabelText('Import JSON'), new File([exported], 'saved.json', { type: 'application/json' }));
    expect(await screen.findByText('Imported 4 jobs (2 saved, 1 applied, 2 hidden, 1 with a note): 4 new jobs.')).toBeInTheDocument();
    await marksStore.written();
    expect(kept.backend.records).toEqual(new Map(marks.map((mark) => [mark.slug, mark])));
  });

  it('says so and keeps working when a corrupted store is set aside', async () => {
    kept.backend = memoryMarksBackend({ 'broken-1': { slug: 'broken-1', job: null } });
    await marksStore.reload();
    renderRoute('/jobs');
    await status();
    expect(screen.getByText(/could not all be read/)).toBeInTheDocument();
    expect([...kept.backend!.setAside.values()]).toEqual([{ slug: 'broken-1', job: null }]);
  });
});
