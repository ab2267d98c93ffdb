import { formatInteger, formatRelativeTime } from '../../shared/lib/format.ts';
import { explainError } from '../../shared/ui/error-explanation.ts';
import { StatusLine } from '../../shared/ui/service-card.tsx';
import { useJobsList } from './hooks/use-jobs-list.ts';
import { countOf } from '../../shared/lib/plural.ts';

/** Shares the /jobs cache: page 1 here is page 1 there. */
export default function JobsOverviewStatus() {
  const { query, jobs } = useJobsList();
  if (query.data === undefined) {
    return query.isError ? (
      <StatusLine state="error">{explainError(query.error).title}</StatusLine>
    ) : (
      <StatusLine state="loading">Loading the newest jobs…</StatusLine>
    );
  }
  const newest = jobs[0]?.job.createdAtMs;
  const remote = jobs.filter((entry) => entry.job.remote).length;
  return (
    <StatusLine state={query.isError ? 'error' : 'ok'}>
      {`${countOf(jobs.length, 'job')} loaded, ${formatInteger(remote)} remote`}
      {newest !== undefined && `; newest posted ${formatRelativeTime(newest)}`}
      {query.isError && ' (last refresh failed)'}
    </StatusLine>
  );
}
