import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { jobs as jobsService } from './service.ts';
import { formatInteger } from '../../shared/lib/format.ts';
import { useRememberListView } from '../../shared/lib/list-view.ts';
import { useNow } from '../../shared/lib/use-now.ts';
import { usePageVisible } from '../../shared/lib/use-page-visible.ts';
import { useUrlParams } from '../../shared/lib/url-state/url-state.tsx';
import { useUrlDraft } from '../../shared/lib/url-state/use-url-draft.ts';
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
import { JobListSkeleton } from './components/job-list-skeleton.tsx';
import { JOBS_ADVICE } from './components/jobs-advice.tsx';
import { ListFooter } from './components/list-footer.tsx';
import { SearchDeeper } from './components/search-deeper.tsx';
import { MarksNotice, useUnsaveWithUndo } from './components/marks-notice.tsx';
import { readAge } from './lib/job-age.ts';
import { facets, type IndexedJob } from './lib/job-index.ts';
import { useMatchingJobs } from './hooks/use-matching-jobs.ts';
import { readTypeChoice } from './lib/job-types.ts';
import { isNewSince, visitTracker } from './lib/new-since.ts';
import { useVisitActivity } from './hooks/use-visit-activity.ts';
import { usePostingFacts, useReadPostings } from './hooks/use-posting-facts.ts';
import { typeOptions as buildTypeOptions } from './lib/type-options.ts';
import { useJobMarks } from './hooks/use-job-marks.ts';
import { readFilters, unknownFilterValues, writeFilters, type UrlFilters } from './lib/url-filters.ts';
import { CHOSEN, historyFor, TYPED } from '../../shared/lib/url-history.ts';
import { countOf } from '../../shared/lib/plural.ts';

const TYPED_FIELDS = ['q', 'loc'];

export default function JobsRoute() {
  const service = jobsService;
  const [params, setParams] = useUrlParams();
  const urlFilters = readFilters(params);
  const { query, jobs: arrivedJobs, skipped, pageCount, loadMore, loadMorePending } = useJobsList({ visaOnly: urlFilters.visa });
  // A page of jobs arrives as one store update, which React would draw in one long task: the list
  // is drawn from deferred copies instead, in a render that yields to the browser between rows.
  // Both copies change in the same render, so the list never shows one without the other.
  const jobs = useDeferredValue(arrivedJobs);
  const drawnData = useDeferredValue(query.data);
  // Each posting's language and German requirement, read once in idle time; `factsOf` changes as more are read.
  const { factsOf, remaining: factsRemaining, failed: factsFailed, retry: retryFacts } = usePostingFacts();
  useReadPostings(jobs);
  const { marks, problem, loading: marksLoading } = useJobMarks();
  const { onUnsave, toast } = useUnsaveWithUndo();
  const [showHidden, setShowHidden] = useState(false);
  const now = useNow(60_000);
  const visible = usePageVisible();
  const [newSince] = useState(() => visitTracker.baseline());
  useVisitActivity();

  useRememberListView();

  // The boxes filter on every keystroke; the URL follows once typing pauses, and the boxes follow
  // the URL when it changes from outside.
  const writeQ = useCallback((q: string) => setParams((previous) => writeFilters({ ...readFilters(previous), q }), TYPED), [setParams]);
  const writeLoc = useCallback((loc: string) => setParams((previous) => writeFilters({ ...readFilters(previous), loc }), TYPED), [setParams]);
  const [draft, setDraft] = useUrlDraft(urlFilters.q, writeQ, { params: ['q'], delayMs: 300 });
  const [locDraft, setLocDraft] = useUrlDraft(urlFilters.loc, writeLoc, { params: ['loc'], delayMs: 300 });

  // Filtered in the keystroke's own render: the index makes a pass over 5,000 jobs cost about a
  // millisecond and the list renders only the rows in view, so the result shows in the same frame
  // as the character (a deferred render would show it a frame or more later).
  const q = draft;
  const loc = locDraft;
  const { remoteOnly, newOnly, type: typeParam, age: ageParam, lang: langParam, germanNo } = urlFilters;
  const type = readTypeChoice(urlFilters.type)?.key ?? '';
  const ageDays = readAge(urlFilters.age);
  const tagKey = urlFilters.tags.join('\n');
  // The hour is enough for "posted in the last day": the list is not refiltered every minute.
  const hour = Math.floor(now / 3_600_000) * 3_600_000;
  const matching = useMatchingJobs(jobs, {
    q,
    loc,
    remoteOnly,
    newOnly,
    type: typeParam,
    age: ageParam,
    tagKey,
    lang: langParam,
    germanNo,
    hour,
    newSince,
  });
  const hiddenCount = useMemo(() => matching.reduce((count, { job }) => count + (marks.get(job.slug)?.hidden ? 1 : 0), 0), [matching, marks]);
  const shown = useMemo(
    () => (showHidden || hiddenCount === 0 ? matching : matching.filter(({ job }) => !marks.get(job.slug)?.hidden)),
    [matching, marks, showHidden, hiddenCount],
  );
  const tagOptions = useMemo(() => facets(jobs, 'tags'), [jobs]);
  const typeOptions = useMemo(() => buildTypeOptions(jobs), [jobs]);
  const placeOptions = useMemo(() => facets(jobs, 'location'), [jobs]);
  const isNew = useCallback((job: IndexedJob['job']) => isNewSince(job.createdAtMs, newSince), [newSince]);

  // The next visit counts from the newest job the person has had on screen.
  const newestLoaded = useMemo(() => {
    let newest: number | undefined;
    for (const { job } of jobs) if (job.createdAtMs !== undefined && (newest === undefined || job.createdAtMs > newest)) newest = job.createdAtMs;
    return newest;
  }, [jobs]);
  useEffect(() => {
    if (visible) visitTracker.markSeen(newestLoaded);
  }, [visible, newestLoaded]);

  // A choice carries the text still waiting in the boxes: the writer sends their drafts first.
  const change = (patch: Partial<UrlFilters>) =>
    setParams(
      (previous) => writeFilters({ ...readFilters(previous), ...patch }),
      patch.loc !== undefined ? CHOSEN : historyFor(Object.keys(patch), TYPED_FIELDS),
    );
  // The boxes empty with the URL: this control writes their parameters.
  const clear = () => setParams(() => new URLSearchParams(), CHOSEN);
  const unknown = unknownFilterValues({ age: urlFilters.age, lang: urlFilters.lang });

  const nextPageError = query.isFetchNextPageError ? query.error : undefined;
  // A search or filter that finds less than a page of jobs offers to look further than the loaded pages.
  const narrowed = Boolean(q.trim() || loc.trim() || remoteOnly || type || tagKey || ageDays !== undefined || newOnly || langParam || germanNo);
  const pageSize = query.data?.pages[0]?.jobs.length || 100;
  const deeper = useSearchDeeper({
    hasNextPage: query.hasNextPage,
    fetchNextPage: () =>
      query.fetchNextPage({ cancelRefetch: false }).then((result) => ({ hasNextPage: result.hasNextPage, isError: result.isFetchNextPageError })),
  });
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
        <UnknownUrlValuesNotice values={unknown} onRemove={() => change(Object.fromEntries(unknown.map((value) => [value.param, ''])))} />
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
              tagOptions={tagOptions}
              typeOptions={typeOptions}
              placeOptions={placeOptions}
              canShowNew={newSince !== undefined}
              reading={{ remaining: factsRemaining, failed: factsFailed, onRetry: retryFacts }}
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
              <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-700 dark:text-zinc-300">
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
                    : newOnly && newSince !== undefined && matching.length === 0
                      ? 'No loaded job is new since your last visit.'
                      : 'No loaded job matches these filters. Load more jobs or loosen the filters.'}
                </p>
              )}
              <JobList entries={shown} marks={marks} isNew={isNew} factsOf={factsOf} onUnsave={onUnsave} />
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
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
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
