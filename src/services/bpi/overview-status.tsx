import { explainError } from '../../shared/ui/error-explanation.ts';
import { StatusLine } from '../../shared/ui/service-card.tsx';
import { useLivePrice } from './hooks/use-live-price.ts';
import { formatPrice } from './lib/format-price.ts';
import { SOURCE_NAMES } from './lib/snapshot.ts';

export default function BpiOverviewStatus() {
  const { query, data, streaming } = useLivePrice();
  if (data) {
    const usd = data.quotes.USD ?? Object.values(data.quotes)[0];
    return (
      <StatusLine state={query.isError && !streaming ? 'error' : 'ok'}>
        {usd ? `${formatPrice(usd.price, usd.code)} per BTC` : 'No price in the reply'}
        {data.source === 'coindesk' || data.source === 'feed'
          ? ` · ${SOURCE_NAMES[data.source]}`
          : ` · from ${SOURCE_NAMES[data.source]} (CoinDesk BPI unreachable)`}
        {query.isError && !streaming ? ' · last refresh failed' : ''}
      </StatusLine>
    );
  }
  if (query.isError && !streaming) return <StatusLine state="error">Price unavailable: {explainError(query.error).title}</StatusLine>;
  return <StatusLine state="loading">Loading the bitcoin price…</StatusLine>;
}
