import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { jobs as jobsService } from './service.ts';
import { formatInteger } from '../../shared/lib/format.ts';
import { usePageParams } from '../../shared/hooks/url-state/use-page-params.ts';
import { useUrlDraft } from '../../shared/hooks/url-state/use-url-draft.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ErrorPanel } from '../../shared/ui/error-panel.tsx';
import { PageHeader, PageIntro } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { StaleNotice } from '../../shared/ui/stale-notice.tsx';
import { UndoToast } from '../../shared/ui/undo-toast.tsx';
import { UnknownUrlValuesNotice } from '../../shared/ui/url-value-notice.tsx';
import { FiltersBesideResults } from '../../shared/ui/filter-panel.tsx';
import { MAX_PAGES } from './api/jobs-list.ts';
import { useJobsList } from './hooks/use-jobs-list.ts';
import { DEEPER_PAGES, useSearchDeeper } from './hooks/use-search-deeper.ts';
import { JobFiltersForm } from './components/job-filters.tsx';
import { JobList } from './components/job-list.tsx';
import { drawsEveryRow } from '../../shared/lib/every-row.ts';
import { JobListSkeleton } from './components/job-list-skeleton.tsx';
import { JOBS_ADVICE } from './components/jobs-advice.tsx';
import { ListFooter } from './components/list-footer.tsx';
import { SearchDeeper } from './components/search-deeper.tsx';
import { MarksNotice } from './components/marks-notice.tsx';
import { useJobResults } from './hooks/use-job-results.ts';
import { useNewSince } from './hooks/use-new-since.ts';
import { useJobMarks } from './hooks/use-job-marks.ts';
import { jobsUrl } from './lib/url-filters.ts';
import { countOf } from '../../shared/lib/plural.ts';
import { useRememberListView } from '../../shared/hooks/use-remember-list-view.ts';
import { useUnsaveWithUndo } from './hooks/use-unsave-with-undo.ts';

export default function JobsRoute() {
  const service = jobsService;
  const { values: urlFilters, set: change, show, unknown, removeUnknown } = usePageParams(jobsUrl);
  const { query, jobs: arrivedJobs, skipped, pageCount, loadMore, loadMorePending } = useJobsList({ visaOnly: urlFilters.visa });
  // The first page is drawn as soon as it arrives (the list draws a screenful first). Later pages
  // re-index every job, which React would do in one long task: they are drawn from deferred copies,
  // in a render that yields to the browser. Both copies change in the same render, so the list never
  // shows one without the other.
  const deferredJobs = useDeferredValue(arrivedJobs);
  const deferredData = useDeferredValue(query.data);
  const firstArrival = deferredData === undefined;
  const jobs = firstArrival ? arrivedJobs : deferredJobs;
  const drawnData = firstArrival ? query.data : deferredData;
  // Each posting's language and German requirement is read in idle time when something shows or
  // uses it: a row near the screen (its badges), a facts filter (every posting), the open panel.
  const { marks, problem, loading: marksLoading } = useJobMarks();
  const { onUnsave, toast } = useUnsaveWithUndo();
  const [showHidden, setShowHidden] = useState(false);
  const { newSince, isNew } = useNewSince(jobs);
  useRememberListView();

  // The boxes filter on every keystroke; the URL follows once typing pauses, and the boxes follow
  // the URL when it changes from outside.
  const writeQ = useCallback((q: string) => change({ q }), [change]);
  const writeLoc = useCallback((loc: string) => change({ loc }), [change]);
  const [draft, setDraft] = useUrlDraft(urlFilters.q, writeQ, { params: ['q'], delayMs: 300 });
  const [locDraft, setLocDraft] = useUrlDraft(urlFilters.loc, writeLoc, { params: ['loc'], delayMs: 300 });
  const { matching, shown, hiddenCount, narrowed } = useJobResults(jobs, {
    q: draft,
    loc: locDraft,
    filters: urlFilters,
    newSince,
    marks,
    showHidden,
  });

  // A choice (`change`) carries the text still waiting in the boxes: the writer sends their drafts
  // first. The boxes empty with the URL on Clear: this control writes their parameters.
  const clear = () => show(jobsUrl.read(new URLSearchParams()));

  const nextPageError = query.isFetchNextPageError ? query.error : undefined;
  const pageSize = query.data?.pages[0]?.jobs.length || 100;
  const deeper = useSearchDeeper(query);
  const refetchError = query.isRefetchError ? query.error : undefined;
  const savedCount = useMemo(() => [...marks.values()].filter((mark) => mark.savedAt !== undefined || mark.appliedAt !== undefined).length, [marks]);
  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <PageIntro>{service.summary}</PageIntro>
      <div className="space-y-4">
        <p className="text-sm">
          <Link to="/jobs/saved" className="font-medium text-accent underline">
            {`Saved and applied jobs (${formatInteger(savedCount)})`}
          </Link>
        </p>
        <MarksNotice problem={problem} />
        <UnknownUrlValuesNotice values={unknown} onRemove={removeUnknown} />
        <FiltersBesideResults
          filters={
            <JobFiltersForm
              draft={draft}
              onDraftChange={setDraft}
              locDraft={locDraft}
              onLocDraftChange={setLocDraft}
              filters={urlFilters}
              onChange={change}
              onClear={clear}
              jobs={jobs}
              canShowNew={newSince !== undefined}
              drawnNearScreenOnly={!drawsEveryRow(jobs.length)}
            />
          }
        >
          {drawnData === undefined ? (
            query.isError ? (
              <ErrorPanel error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} advice={JOBS_ADVICE} />
            ) : (
              <JobListSkeleton />
            )
          ) : marksLoading ? (
            // Hidden jobs stay out of the list from its first frame.
            <JobListSkeleton />
          ) : (
            <section aria-label="Results">
              {refetchError && <StaleNotice error={refetchError} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
              <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-soft">
                <p role="status">
                  {`${formatInteger(shown.length)} of ${formatInteger(jobs.length)} loaded jobs match`}
                  {skipped > 0 && ` (${countOf(skipped, 'unreadable entry', 'unreadable entries')} skipped)`}
                </p>
                {hiddenCount > 0 && (
                  <Button variant="ghost" className="!min-h-7 !py-0.5" aria-pressed={showHidden} onClick={() => setShowHidden((current) => !current)}>
                    {showHidden ? `Hide the ${formatInteger(hiddenCount)} hidden` : `${formatInteger(hiddenCount)} hidden — show`}
                  </Button>
                )}
              </div>
              {shown.length === 0 && (
                <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-sm dark:border-zinc-700">
                  {jobs.length === 0
                    ? urlFilters.visa
                      ? 'The board lists no visa-sponsored jobs right now.'
                      : 'The board has no jobs right now.'
                    : urlFilters.newOnly && newSince !== undefined && matching.length === 0
                      ? 'No loaded job is new since your last visit.'
                      : 'No loaded job matches these filters. Load more jobs or loosen the filters.'}
                </p>
              )}
              <JobList entries={shown} loaded={jobs.length} marks={marks} isNew={isNew} onUnsave={onUnsave} />
              {(deeper.state.step !== 'idle' || (narrowed && shown.length < pageSize && query.hasNextPage)) && (
                <SearchDeeper
                  state={deeper.state}
                  pages={DEEPER_PAGES}
                  canSearch={query.hasNextPage}
                  onStart={() => void deeper.start(Math.min(DEEPER_PAGES, MAX_PAGES - pageCount))}
                  onCancel={deeper.cancel}
                />
              )}
              <ListFooter
                pageCount={pageCount}
                hasNextPage={query.hasNextPage}
                loadingMore={query.isFetchingNextPage || loadMorePending}
                error={nextPageError}
                onLoadMore={loadMore}
              />
            </section>
          )}
        </FiltersBesideResults>
        <p className="text-xs text-muted">
          Jobs from{' '}
          <a className="underline" href="https://www.arbeitnow.com" target="_blank" rel="noopener noreferrer">
            Arbeitnow
          </a>
          , newest first, updated hourly.
        </p>
        <RequestInspector services={['jobs']} />
      </div>
      <UndoToast {...toast} />
    </>
  );
}
