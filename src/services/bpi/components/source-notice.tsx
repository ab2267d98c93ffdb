import { formatDuration } from '../../../shared/lib/format.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { shortReason } from '../lib/describe-failure.ts';
import { SOURCE_NAMES, type BpiData } from '../lib/snapshot.ts';
import { useShownPrice } from '../hooks/use-live-select.ts';
import { sameFields } from '../lib/live-price.ts';

interface SourceNoticeProps {
  onRetryPrimary: () => void;
  retrying: boolean;
}

/** What the notice says: the source, and on the fallback why and until when (never a streamed trade). */
type SourceFacts = Pick<BpiData, 'source' | 'primaryError' | 'fallbackError' | 'nextProbeAt'>;

/** Always names the source; on the fallback, says why and when CoinDesk is tried again. */
export function SourceNotice(props: SourceNoticeProps) {
  const data = useShownPrice(
    ({ source, primaryError, fallbackError, nextProbeAt }): SourceFacts => ({ source, primaryError, fallbackError, nextProbeAt }),
    sameFields,
  );
  if (data.source === 'coindesk' || !data.primaryError) {
    return (
      <p className="text-sm text-soft">
        <span className="font-semibold">Source: {SOURCE_NAMES[data.source]}</span>
      </p>
    );
  }
  return <FallbackNotice {...props} data={data} primaryError={data.primaryError} />;
}

/** The fallback's notice, with its own clock for the next try: the plain source line needs none. */
function FallbackNotice({
  data,
  primaryError,
  onRetryPrimary,
  retrying,
}: SourceNoticeProps & { data: SourceFacts; primaryError: NonNullable<BpiData['primaryError']> }) {
  const now = useNow(1000);
  const wait = data.nextProbeAt === undefined ? undefined : Math.max(0, data.nextProbeAt - now);
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <p className="font-semibold">
        Source: {SOURCE_NAMES[data.source]} — CoinDesk BPI unreachable ({shortReason(primaryError)})
        {data.fallbackError ? `, Coinbase unreachable (${shortReason(data.fallbackError)})` : ''}
      </p>
      <p className="mt-1">
        {data.source === 'exchange'
          ? 'Asked in order: CoinDesk BPI, Coinbase, then Coinbase Exchange, whose last trade prices stand in (USD, GBP and EUR only).'
          : "Coinbase's public BTC exchange rates stand in."}{' '}
        {wait === undefined ? '' : wait > 0 ? `CoinDesk is tried again in ${formatDuration(wait)}.` : 'CoinDesk is tried again at the next refresh.'}
      </p>
      <Button className="mt-2" onClick={onRetryPrimary} disabled={retrying}>
        {retrying ? 'Trying…' : 'Try CoinDesk again now'}
      </Button>
    </div>
  );
}
