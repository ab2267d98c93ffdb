import { explainError } from '../../shared/ui/error-explanation.ts';
import { StatusLine } from '../../shared/ui/service-card.tsx';
import { useBpiPrice } from './api/use-bpi-price.ts';
import { formatPrice } from './lib/format-price.ts';
import { SOURCE_NAMES } from './lib/snapshot.ts';

export default function BpiOverviewStatus() {
  const { query } = useBpiPrice();
  const { data } = query;
  if (data) {
    const usd = data.quotes.USD ?? Object.values(data.quotes)[0];
    return (
      <StatusLine state={query.isError ? 'error' : 'ok'}>
        {usd ? `${formatPrice(usd.price, usd.code)} per BTC` : 'No price in the reply'}
        {data.source === 'coindesk' ? ' · CoinDesk BPI' : ` · from ${SOURCE_NAMES[data.source]} (CoinDesk BPI unreachable)`}
        {query.isError ? ' · last refresh failed' : ''}
      </StatusLine>
    );
  }
  if (query.isError) return <StatusLine state="error">Price unavailable: {explainError(query.error).title}</StatusLine>;
  return <StatusLine state="loading">Loading the bitcoin price…</StatusLine>;
}
