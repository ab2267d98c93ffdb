import { useMemo } from 'react';
import { Link } from 'react-router';
import { jobs as jobsService } from './service.ts';
import { safeHttpUrl } from '../../shared/lib/safe-url.ts';
import { BackToListLink } from '../../shared/ui/back-to-list-link.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { UndoToast } from '../../shared/ui/undo-toast.tsx';
import { useJobsList } from './hooks/use-jobs-list.ts';
import { RemoteBadge } from './components/job-badges.tsx';
import { JobMarkControls } from './components/job-mark-controls.tsx';
import { hasNote, JobNote } from './components/job-note.tsx';
import { JobDescription } from './components/job-description.tsx';
import { MarksNotice } from './components/marks-notice.tsx';
import { SavedTransfer } from './components/saved-transfer.tsx';
import { snapshotFacts, type JobMark } from './lib/job-marks.ts';
import { PostingBadges } from './components/posting-badges.tsx';
import { useFactsOf, useReadPostings } from './hooks/use-posting-facts.ts';
import { useJobMarks } from './hooks/use-job-marks.ts';
import { countOf } from '../../shared/lib/plural.ts';
import { useUnsaveWithUndo } from './hooks/use-unsave-with-undo.ts';

const keptAt = (mark: JobMark) => Math.max(mark.savedAt ?? 0, mark.appliedAt ?? 0);

/** Saved and applied jobs, from this browser, including those the feed no longer lists. */
export default function SavedJobsRoute() {
  const { marks, problem, loading } = useJobMarks();
  const { query, jobs } = useJobsList();
  const { onUnsave, toast } = useUnsaveWithUndo();
  const kept = useMemo(
    () => [...marks.values()].filter((mark) => mark.savedAt !== undefined || mark.appliedAt !== undefined).sort((a, b) => keptAt(b) - keptAt(a)),
    [marks],
  );
  // Export carries every mark, hidden-only ones included.
  const all = useMemo(() => [...marks.values()], [marks]);
  const live = useMemo(() => new Map(jobs.map(({ job }) => [job.slug, job])), [jobs]);
  const liveKept = useMemo(() => kept.flatMap((mark) => (live.has(mark.slug) ? [{ job: live.get(mark.slug)! }] : [])), [kept, live]);
  const factsOf = useFactsOf();
  useReadPostings(liveKept);
  // A job is known to be gone when the loaded pages reach back past its date (or to the end) without it.
  const oldestLoaded = useMemo(() => jobs.reduce((oldest, { job }) => Math.min(oldest, job.createdAtMs ?? oldest), Number.POSITIVE_INFINITY), [jobs]);
  const isGone = (mark: JobMark) =>
    query.data !== undefined && !live.has(mark.slug) && (!query.hasNextPage || (mark.job.createdAtMs !== undefined && mark.job.createdAtMs >= oldestLoaded));

  return (
    <>
      <BackToListLink list="/jobs" />
      <PageHeader title="Saved jobs" provider={jobsService.provider} />
      <div className="space-y-4">
        <MarksNotice problem={problem} />
        <p role="status" className="text-sm text-soft">
          {loading
            ? 'Reading your saved jobs…'
            : kept.length === 0
              ? 'No saved or applied jobs yet. Use ☆ Save or Mark applied on any job.'
              : `${countOf(kept.length, 'saved or applied job')}, kept in this browser only.`}
        </p>
        <SavedTransfer marks={all} />
        <ul aria-label="Saved jobs" className="space-y-3">
          {kept.map((mark) => {
            const job = live.get(mark.slug);
            const snapshot = mark.job;
            const applyUrl = safeHttpUrl(snapshot.url);
            return (
              <li key={mark.slug}>
                <article className="space-y-2 rounded-lg border border-zinc-200 bg-white p-3 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
                  <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                    <h2 className="min-w-0 text-base font-semibold [overflow-wrap:anywhere]">
                      {job ? (
                        <Link to={`/jobs/${encodeURIComponent(mark.slug)}`} className="text-accent hover:underline">
                          {snapshot.title}
                        </Link>
                      ) : (
                        snapshot.title
                      )}
                    </h2>
                    {isGone(mark) && (
                      <span className="shrink-0 rounded-full bg-zinc-200 px-2 py-0.5 text-xs font-semibold text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">
                        No longer in the feed
                      </span>
                    )}
                  </div>
                  <p className="text-sm text-zinc-700 [overflow-wrap:anywhere] dark:text-zinc-300">
                    {snapshot.company || 'Unknown company'}
                    {snapshot.location && <span> · {snapshot.location}</span>}
                  </p>
                  <div className="flex flex-wrap items-center gap-2">
                    <RemoteBadge remote={snapshot.remote} />
                    <PostingBadges facts={(job && factsOf(job.slug)) ?? snapshotFacts(snapshot)} />
                    {applyUrl && (
                      <a className="text-sm text-accent underline" href={applyUrl} target="_blank" rel="noopener noreferrer">
                        Open on Arbeitnow<span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    )}
                  </div>
                  <JobMarkControls slug={mark.slug} job={job} mark={mark} title={snapshot.title} onUnsave={onUnsave} />
                  {snapshot.descriptionHtml !== undefined && (
                    <details className="text-sm">
                      <summary className="cursor-pointer font-medium">Description as saved</summary>
                      <div className="mt-2">
                        <JobDescription html={snapshot.descriptionHtml} />
                      </div>
                    </details>
                  )}
                  {hasNote(mark) && <JobNote slug={mark.slug} note={mark.note} title={snapshot.title} />}
                </article>
              </li>
            );
          })}
        </ul>
      </div>
      <UndoToast {...toast} />
    </>
  );
}
