import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { jobs as jobsService } from './service.ts';
import { formatInteger } from '../../shared/lib/format.ts';
import { useRememberListView } from '../../shared/lib/list-view.ts';
import { useUrlBoundText } from '../../shared/lib/use-url-bound-state.ts';
import { ErrorPanel } from '../../shared/ui/error-panel.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { StaleNotice } from '../../shared/ui/stale-notice.tsx';
import { useJobsList } from './api/use-jobs-list.ts';
import { JobFiltersForm } from './components/job-filters.tsx';
import { JobList } from './components/job-list.tsx';
import { JobListSkeleton } from './components/job-list-skeleton.tsx';
import { JOBS_ADVICE } from './components/jobs-advice.tsx';
import { ListFooter } from './components/list-footer.tsx';
import { facets, filterJobs, type JobFilters } from './lib/job-index.ts';
import { readFilters, writeFilters } from './lib/url-filters.ts';
import { CHOSEN, historyFor, TYPED } from '../../shared/lib/url-history.ts';

export default function JobsRoute() {
  const service = jobsService;
  const { query, jobs, skipped, pageCount, loadMore, loadMorePending } = useJobsList();
  const [params, setParams] = useSearchParams();
  const urlFilters = readFilters(params);

  useRememberListView();

  // The box filters on every keystroke; the URL follows once typing pauses, and the box follows
  // the URL when it changes from outside.
  const writeQ = useCallback((q: string) => setParams((previous) => writeFilters({ ...readFilters(previous), q }), TYPED), [setParams]);
  const [draft, setDraft] = useUrlBoundText(urlFilters.q, writeQ, { delayMs: 300 });

  const q = useDeferredValue(draft);
  const { remoteOnly, type } = urlFilters;
  const tagKey = urlFilters.tags.join('\n');
  const visible = useMemo(() => filterJobs(jobs, { q, remoteOnly, type, tags: tagKey ? tagKey.split('\n') : [] }), [jobs, q, remoteOnly, type, tagKey]);
  const tagOptions = useMemo(() => facets(jobs, 'tags'), [jobs]);
  const typeOptions = useMemo(() => facets(jobs, 'jobTypes'), [jobs]);

  const change = (patch: Partial<JobFilters>) => setParams(writeFilters({ ...urlFilters, q: draft, ...patch }), historyFor(Object.keys(patch), ['q']));
  // The box empties with the URL, as with any change from outside.
  const clear = () => setParams(new URLSearchParams(), CHOSEN);

  const nextPageError = query.isFetchNextPageError ? query.error : undefined;
  const refetchError = query.isRefetchError ? query.error : undefined;
  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <div className="space-y-4">
        <JobFiltersForm
          draft={draft}
          onDraftChange={setDraft}
          filters={urlFilters}
          onChange={change}
          onClear={clear}
          tagOptions={tagOptions}
          typeOptions={typeOptions}
        />
        {query.data === undefined ? (
          query.isError ? (
            <ErrorPanel error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} advice={JOBS_ADVICE} />
          ) : (
            <JobListSkeleton />
          )
        ) : (
          <section aria-label="Results">
            {refetchError && <StaleNotice error={refetchError} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
            <p role="status" className="mb-3 text-sm text-zinc-700 dark:text-zinc-300">
              {`${formatInteger(visible.length)} of ${formatInteger(jobs.length)} loaded jobs match`}
              {skipped > 0 && ` (${formatInteger(skipped)} unreadable ${skipped === 1 ? 'entry' : 'entries'} skipped)`}
            </p>
            {visible.length === 0 && (
              <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-sm dark:border-zinc-700">
                {jobs.length === 0 ? 'The board has no jobs right now.' : 'No loaded job matches these filters. Load more jobs or loosen the filters.'}
              </p>
            )}
            <JobList entries={visible} />
            <ListFooter
              pageCount={pageCount}
              hasNextPage={query.hasNextPage}
              loadingMore={query.isFetchingNextPage || loadMorePending}
              error={nextPageError}
              onLoadMore={loadMore}
            />
          </section>
        )}
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Jobs from{' '}
          <a className="underline" href="https://www.arbeitnow.com" target="_blank" rel="noopener noreferrer">
            Arbeitnow
          </a>
          , newest first, updated hourly.
        </p>
        <RequestInspector services={['jobs']} />
      </div>
    </>
  );
}
