import { isUpstreamError } from '../../../shared/http/errors.ts';
import { exchangeFailureOf, primaryFailureOf } from '../api/price.ts';
import { shortReason } from '../lib/describe-failure.ts';

/** Says which of the two sources failed and how, under the standard error explanation. */
export function BothDownAdvice({ error }: { error: unknown }) {
  if (!isUpstreamError(error)) return null;
  const primary = primaryFailureOf(error);
  const exchange = exchangeFailureOf(error);
  if (error.service === 'bpi-fallback') {
    return (
      <p>
        All three sources failed: CoinDesk BPI first ({primary ? shortReason(primary) : 'unreachable'}), then its stand-ins, Coinbase (above) and Coinbase
        Exchange ({isUpstreamError(exchange) ? shortReason(exchange) : 'unreachable'}). Retry asks them again in that order.
      </p>
    );
  }
  return <p>This came from CoinDesk BPI ({shortReason(error)}). Coinbase stands in only when CoinDesk cannot be reached or answers 404 or 5xx.</p>;
}
