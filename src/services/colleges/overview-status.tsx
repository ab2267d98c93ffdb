import { formatInteger } from '../../shared/lib/format.ts';
import { explainError } from '../../shared/ui/error-explanation.ts';
import { StatusLine } from '../../shared/ui/service-card.tsx';
import { useSchoolCount } from './hooks/use-schools.ts';

/** One cheap call (per_page=1, fields=id), cached as long as the list, to spare DEMO_KEY's 30/hour. */
export default function CollegesOverviewStatus() {
  const query = useSchoolCount();
  if (query.data !== undefined) return <StatusLine state="ok">{`Up: ${formatInteger(query.data)} operating institutions.`}</StatusLine>;
  if (query.isError) return <StatusLine state="error">{explainError(query.error).title}</StatusLine>;
  return <StatusLine state="loading">Checking the College Scorecard…</StatusLine>;
}
