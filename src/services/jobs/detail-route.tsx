import { Fragment, useEffect } from 'react';
import { useParams } from 'react-router';
import { jobs as jobsService } from './service.ts';
import { BackToListLink } from '../../shared/ui/back-to-list-link.tsx';
import { ErrorPanel } from '../../shared/ui/error-panel.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { SkeletonRows } from '../../shared/ui/skeleton.tsx';
import { LOOKUP_MAX_PAGES } from './api/jobs-list.ts';
import { useJobsList } from './hooks/use-jobs-list.ts';
import { JobDetail } from './components/job-detail.tsx';
import { JOBS_ADVICE } from './components/jobs-advice.tsx';
import { JobMarkControls } from './components/job-mark-controls.tsx';
import { hasNote, JobNote } from './components/job-note.tsx';
import { MarksNotice } from './components/marks-notice.tsx';
import { useJobMarks } from './hooks/use-job-marks.ts';
import { UndoToast } from '../../shared/ui/undo-toast.tsx';
import { Link } from 'react-router';
import { countOf } from '../../shared/lib/plural.ts';
import { useUnsaveWithUndo } from './hooks/use-unsave-with-undo.ts';

export default function JobsDetailRoute() {
  const { slug = '' } = useParams();
  const { query, jobs, pageCount, loadMore } = useJobsList();
  const job = jobs.find((entry) => entry.job.slug === slug)?.job;
  const { marks, problem, loading: marksLoading } = useJobMarks();
  const mark = marks.get(slug);
  const { onUnsave, toast } = useUnsaveWithUndo();
  const title = job?.title ?? mark?.job.title;
  const canLookFurther = query.hasNextPage && pageCount < LOOKUP_MAX_PAGES;
  const searching = !job && query.data !== undefined && !query.isError && canLookFurther;

  // No single-job endpoint exists: a direct link walks further pages, one at a time, within a bound.
  useEffect(() => {
    if (searching) loadMore();
  }, [searching, loadMore, pageCount]);

  return (
    <>
      <BackToListLink list="/jobs" />
      {/* Mounted anew once the title is known: the page then appears whole, instead of a longer
          heading pushing everything below it down (a layout shift). */}
      <Fragment key={title === undefined ? 'looking' : 'found'}>
        <PageHeader title={title ?? 'Job'} provider={jobsService.provider} />
        <div className="space-y-4">
          <MarksNotice problem={problem} />
          {(job || mark) && (
            <div className="space-y-3 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900">
              <JobMarkControls slug={slug} job={job} mark={mark} title={title ?? slug} onUnsave={onUnsave} />
              {mark && hasNote(mark) && <JobNote slug={slug} note={mark.note} title={title ?? slug} />}
            </div>
          )}
          {job ? (
            <JobDetail job={job} />
          ) : query.isError ? (
            <ErrorPanel
              error={query.error}
              onRetry={() => void (query.data === undefined ? query.refetch() : loadMore())}
              retrying={query.isFetching}
              advice={JOBS_ADVICE}
            />
          ) : searching || query.data === undefined || marksLoading ? (
            <SkeletonRows rows={4} label={`Looking for this job (${pageCount} of up to ${LOOKUP_MAX_PAGES} pages searched)…`} />
          ) : (
            <div role="status" className="rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
              <p className="font-semibold">This job is no longer listed.</p>
              <p className="mt-1 text-sm">
                {`It is not among the newest ${countOf(jobs.length, 'job')} (${countOf(pageCount, 'page')} searched). It may have been filled or removed.`}
              </p>
              {mark && (
                <p className="mt-1 text-sm">
                  You kept it: see{' '}
                  <Link to="/jobs/saved" className="text-accent underline">
                    your saved jobs
                  </Link>{' '}
                  for what was saved.
                </p>
              )}
            </div>
          )}
          <RequestInspector services={['jobs']} />
        </div>
      </Fragment>
      <UndoToast {...toast} />
    </>
  );
}
