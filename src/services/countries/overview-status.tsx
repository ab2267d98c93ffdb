import { explainError } from '../../shared/ui/error-explanation.ts';
import { StatusLine } from '../../shared/ui/service-card.tsx';
import { useCountryCount } from './hooks/use-country-count.ts';

export default function CountriesOverviewStatus() {
  const query = useCountryCount();
  if (query.data !== undefined) return <StatusLine state="ok">{query.data} countries available.</StatusLine>;
  if (query.isError) return <StatusLine state="error">{explainError(query.error).title}</StatusLine>;
  return <StatusLine state="loading">Counting countries…</StatusLine>;
}
