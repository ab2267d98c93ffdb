import { useEffect } from 'react';
import { useParams } from 'react-router';
import { jobs as jobsService } from './service.ts';
import { BackToListLink } from '../../shared/ui/back-to-list-link.tsx';
import { ErrorPanel } from '../../shared/ui/error-panel.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { SkeletonRows } from '../../shared/ui/skeleton.tsx';
import { LOOKUP_MAX_PAGES } from './api/queries.ts';
import { useJobsList } from './api/use-jobs-list.ts';
import { JobDetail } from './components/job-detail.tsx';
import { JOBS_ADVICE } from './components/jobs-advice.tsx';

export default function JobsDetailRoute() {
  const { slug = '' } = useParams();
  const { query, jobs, pageCount, loadMore } = useJobsList();
  const job = jobs.find((entry) => entry.job.slug === slug)?.job;
  const canLookFurther = query.hasNextPage && pageCount < LOOKUP_MAX_PAGES;
  const searching = !job && query.data !== undefined && !query.isError && canLookFurther;

  // No single-job endpoint exists: a direct link walks further pages, one at a time, within a bound.
  useEffect(() => {
    if (searching) loadMore();
  }, [searching, loadMore, pageCount]);

  return (
    <>
      <BackToListLink list="/jobs" />
      <PageHeader title={job?.title ?? 'Job'} provider={jobsService.provider} />
      <div className="space-y-4">
        {job ? (
          <JobDetail job={job} />
        ) : query.isError ? (
          <ErrorPanel
            error={query.error}
            onRetry={() => void (query.data === undefined ? query.refetch() : loadMore())}
            retrying={query.isFetching}
            advice={JOBS_ADVICE}
          />
        ) : searching || query.data === undefined ? (
          <SkeletonRows rows={4} label={`Looking for this job (${pageCount} of up to ${LOOKUP_MAX_PAGES} pages searched)…`} />
        ) : (
          <div role="status" className="rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
            <p className="font-semibold">This job is no longer listed.</p>
            <p className="mt-1 text-sm">
              {`It is not among the newest ${jobs.length} jobs (${pageCount} ${pageCount === 1 ? 'page' : 'pages'} searched). It may have been filled or removed.`}
            </p>
          </div>
        )}
        <RequestInspector services={['jobs']} />
      </div>
    </>
  );
}
