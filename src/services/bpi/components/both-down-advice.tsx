import { isUpstreamError } from '../../../shared/http/errors.ts';
import { primaryFailureOf } from '../api/load-price.ts';
import { shortReason } from '../lib/describe-failure.ts';

/** Says which of the two sources failed and how, under the standard error explanation. */
export function BothDownAdvice({ error }: { error: unknown }) {
  if (!isUpstreamError(error)) return null;
  const primary = primaryFailureOf(error);
  if (error.service === 'bpi-fallback') {
    return (
      <p>
        Both sources failed: CoinDesk BPI first ({primary ? shortReason(primary) : 'unreachable'}), then its stand-in, Coinbase. Retry asks CoinDesk again, then
        Coinbase.
      </p>
    );
  }
  return <p>This came from CoinDesk BPI ({shortReason(error)}). Coinbase stands in only when CoinDesk cannot be reached or answers 404 or 5xx.</p>;
}
