import { isUpstreamError } from '../../shared/http/errors.ts';
import { StatusLine } from '../../shared/ui/service-card.tsx';
import { useReferenceQuote } from './hooks/use-reference-quote.ts';
import { displayUnits } from './lib/amount.ts';
import { NATIVE_TOKEN } from './lib/address.ts';

/** A fixed reference pair, so the overview never needs the token list. */
const REFERENCE = { chainId: 1, sellToken: NATIVE_TOKEN, buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', sellAmount: '1000000000000000000' };
const USDC_DECIMALS = 6;

export default function SwapOverviewStatus() {
  const query = useReferenceQuote(REFERENCE);
  if (query.data) {
    return query.data.liquidityAvailable ? (
      <StatusLine state="ok">1 ETH ≈ {displayUnits(query.data.buyAmount, USDC_DECIMALS, 2)} USDC on Ethereum</StatusLine>
    ) : (
      <StatusLine state="ok">No liquidity for ETH → USDC right now</StatusLine>
    );
  }
  if (query.isError) {
    const status = isUpstreamError(query.error) && query.error.status;
    return <StatusLine state="error">{status === 401 ? 'No 0x API key configured' : 'Price unavailable'}</StatusLine>;
  }
  return <StatusLine state="loading">Fetching the ETH → USDC price…</StatusLine>;
}
