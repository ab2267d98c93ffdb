import { explainError } from '../../shared/ui/error-explanation.ts';
import { StatusLine } from '../../shared/ui/service-card.tsx';
import { useBpiPrice } from './hooks/use-bpi-price.ts';
import { formatPrice } from './lib/format-price.ts';
import { SOURCE_NAMES } from './lib/snapshot.ts';

/**
 * The service's status: the polled price, refreshed at the page's interval. It holds no stream
 * connection: a status line redrawn with every trade would keep the overview busy for nothing
 * (the bitcoin page and a pinned bitcoin tile stream).
 */
export default function BpiOverviewStatus() {
  const { query } = useBpiPrice();
  const { data } = query;
  if (data) {
    const usd = data.quotes.USD ?? Object.values(data.quotes)[0];
    return (
      <StatusLine state={query.isError ? 'error' : 'ok'}>
        {usd ? `${formatPrice(usd.price, usd.code)} per BTC` : 'No price in the reply'}
        {data.source === 'coindesk' ? ` · ${SOURCE_NAMES[data.source]}` : ` · from ${SOURCE_NAMES[data.source]} (CoinDesk BPI unreachable)`}
        {query.isError ? ' · last refresh failed' : ''}
      </StatusLine>
    );
  }
  if (query.isError) return <StatusLine state="error">Price unavailable: {explainError(query.error).title}</StatusLine>;
  return <StatusLine state="loading">Loading the bitcoin price…</StatusLine>;
}
