import { Link } from 'react-router';
import { isUpstreamError } from '../../../shared/http/errors.ts';
import { OperatorNote } from '../../../shared/ui/operator-note.tsx';

/** 0x-specific guidance under the standard explanation. */
export function SwapAdvice({ error }: { error: unknown }) {
  if (!isUpstreamError(error)) return null;
  if (error.status === 401 || error.status === 403) {
    return (
      <>
        <p>
          0x needs an API key (free at dashboard.0x.org): add a personal 0x key in{' '}
          <Link to="/settings" className="underline">
            Settings
          </Link>
          .
        </p>
        <OperatorNote>
          Set <code>SWAP_API_KEY</code> in the server's environment: the same-origin proxy adds it to every request, and it never reaches the browser.
        </OperatorNote>
      </>
    );
  }
  if (error.status === 422 || /NOT_AUTHORIZED_FOR_TRADE$/.test(error.code ?? '')) {
    const which = error.code?.startsWith('BUY') ? 'The token you buy' : error.code?.startsWith('SELL') ? 'The token you sell' : 'A token in this pair';
    return <p>{which} is not authorised for trade on 0x (blocked for legal or compliance reasons). Choose another token.</p>;
  }
  if (error.kind === 'rate-limited') {
    return <p>0x allows only a few requests per second on the free plan. Auto-refresh waits; press Retry once the wait is over.</p>;
  }
  if (error.code === 'INPUT_INVALID') return <p>The fields 0x rejected are marked in the form.</p>;
  return null;
}

/** Maps 0x's `data.details[].field` onto the form's fields. */
export function fieldForDetail(field: string): 'chainId' | 'sellToken' | 'buyToken' | 'amount' | undefined {
  if (field === 'sellAmount' || field === 'buyAmount') return 'amount';
  if (field === 'chainId' || field === 'sellToken' || field === 'buyToken') return field;
  return undefined;
}
