import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { TileAge } from '../../shared/board/tile-query.tsx';
import type { TileProps, TileRenderers } from '../../shared/board/tile-types.ts';
import { formatInteger } from '../../shared/lib/format.ts';
import { countOf, pluralWord } from '../../shared/lib/plural.ts';
import { ErrorPanel } from '../../shared/ui/error-panel.tsx';
import { Skeleton, SkeletonGroup } from '../../shared/ui/skeleton.tsx';
import { useJobsList } from './hooks/use-jobs-list.ts';
import { useMatchingJobs } from './hooks/use-matching-jobs.ts';
import { isNewSince, visitTracker } from './lib/new-since.ts';
import { useJobMarks } from './hooks/use-job-marks.ts';
import { readFilters } from './lib/url-filters.ts';
import { useFactsReading, useReadPostings } from './hooks/use-posting-facts.ts';
import { JobPostingBadges } from './components/posting-badges.tsx';

const loading = (
  <SkeletonGroup className="space-y-2">
    <Skeleton className="h-5 w-1/2" />
    <Skeleton className="h-4 w-3/4" />
    <Skeleton className="h-4 w-2/3" />
    <Skeleton className="h-4 w-3/4" />
  </SkeletonGroup>
);

/** A filtered jobs search: how many match among the loaded jobs, how many are new since the last visit, the newest three. */
function SearchTile({ search }: TileProps) {
  // The pinned view's filters, read once per distinct query string.
  const key = search.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(key)), [key]);
  const { query, jobs } = useJobsList({ visaOnly: filters.visa });
  // Read once, without counting as a visit to the jobs page.
  const [newSince] = useState(() => visitTracker.peekBaseline());
  const [hour] = useState(() => Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const { remaining } = useFactsReading();
  const matching = useMatchingJobs(jobs, {
    ...filters,
    tagKey: filters.tags.join('\n'),
    hour,
    newSince,
  });
  const newest = useMemo(() => [...matching].sort((a, b) => (b.job.createdAtMs ?? 0) - (a.job.createdAtMs ?? 0)).slice(0, 3), [matching]);
  // The three shown are read for their badges; a facts filter has every posting read (useMatchingJobs).
  useReadPostings(newest);
  if (!query.data) return query.isError ? <ErrorPanel error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact /> : loading;
  const newCount = matching.reduce((count, { job }) => count + (isNewSince(job.createdAtMs, newSince) ? 1 : 0), 0);
  return (
    <>
      <p className="text-sm">
        <span className="text-xl font-semibold tabular-nums">{formatInteger(matching.length)}</span> {pluralWord(matching.length, 'job matches', 'jobs match')}
        {newSince !== undefined && <span className="text-muted"> · {formatInteger(newCount)} new since your last visit</span>}
      </p>
      {(filters.lang || filters.germanNo) && remaining > 0 && <p className={`text-xs $"text-muted"`}>Reading the postings’ language…</p>}
      <ul className="mt-1 space-y-1 text-sm">
        {newest.map(({ job }) => (
          <li key={job.slug}>
            <span className="block truncate">
              <Link to={`/jobs/${encodeURIComponent(job.slug)}`} className="font-medium text-accent underline-offset-2 hover:underline">
                {job.title}
              </Link>
              {job.company && <span className="text-muted"> · {job.company}</span>}
            </span>
            <span className="mt-0.5 flex flex-wrap gap-1">
              <JobPostingBadges slug={job.slug} />
            </span>
          </li>
        ))}
      </ul>
      {query.isRefetchError && <p className="mt-1 text-xs font-medium text-amber-900 dark:text-amber-200">Stale: the last refresh failed.</p>}
      <TileAge dataUpdatedAt={query.dataUpdatedAt} refreshing={query.isFetching} onRefresh={() => void query.refetch()} />
    </>
  );
}

/** The saved jobs kept in this browser: how many, and how many the person has applied to. */
function SavedTile() {
  const { marks, loading: marksLoading } = useJobMarks();
  if (marksLoading) return loading;
  const kept = [...marks.values()].filter((mark) => mark.savedAt !== undefined || mark.appliedAt !== undefined);
  const applied = kept.filter((mark) => mark.appliedAt !== undefined).length;
  const latest = [...kept].sort((a, b) => (b.savedAt ?? b.appliedAt ?? 0) - (a.savedAt ?? a.appliedAt ?? 0)).slice(0, 3);
  return (
    <>
      <p className="text-sm">
        <span className="text-xl font-semibold tabular-nums">{formatInteger(kept.length)}</span> saved · {countOf(applied, 'application', 'applications')} sent
      </p>
      <ul className="mt-1 space-y-1 text-sm">
        {latest.map((mark) => (
          <li key={mark.slug} className="truncate">
            <Link to={`/jobs/${encodeURIComponent(mark.slug)}`} className="font-medium text-accent underline-offset-2 hover:underline">
              {mark.job.title}
            </Link>
            {mark.appliedAt !== undefined && <span className="text-muted"> · applied</span>}
          </li>
        ))}
      </ul>
      {kept.length === 0 && <p className={`text-sm $"text-muted"`}>Save a job from its page and it is counted here.</p>}
    </>
  );
}

export const tiles: TileRenderers = { search: SearchTile, saved: SavedTile };
