import { formatInteger, formatRelativeTime } from '../../shared/lib/format.ts';
import { explainError } from '../../shared/ui/error-explanation.ts';
import { StatusLine } from '../../shared/ui/service-card.tsx';
import { useJobsSummary } from './hooks/use-jobs-summary.ts';
import { countOf } from '../../shared/lib/plural.ts';

/** Shares the /jobs cache: page 1 here is page 1 there. */
export default function JobsOverviewStatus() {
  const { query, summary } = useJobsSummary();
  if (summary === undefined) {
    return query.isError ? (
      <StatusLine state="error">{explainError(query.error).title}</StatusLine>
    ) : (
      <StatusLine state="loading">Loading the newest jobs…</StatusLine>
    );
  }
  return (
    <StatusLine state={query.isError ? 'error' : 'ok'}>
      {`${countOf(summary.count, 'job')} loaded, ${formatInteger(summary.remote)} remote`}
      {summary.newestMs !== undefined && `; newest posted ${formatRelativeTime(summary.newestMs)}`}
      {query.isError && ' (last refresh failed)'}
    </StatusLine>
  );
}
