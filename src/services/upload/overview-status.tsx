import { formatInteger } from '../../shared/lib/format.ts';
import { useNow } from '../../shared/hooks/use-now.ts';
import { StatusLine } from '../../shared/ui/service-card.tsx';
import { isExpired } from './lib/history-store.ts';
import { countOf } from '../../shared/lib/plural.ts';
import { useUploadHistory } from './hooks/use-upload-history.ts';

/** Reads only the local history: the overview must not upload anything or load the drop zone. */
export default function UploadOverviewStatus() {
  const history = useUploadHistory();
  const now = useNow(30_000);
  if (history.length === 0) return <StatusLine state="idle">No uploads yet from this browser.</StatusLine>;
  const active = history.filter((entry) => !isExpired(entry, now)).length;
  return (
    <StatusLine state={active > 0 ? 'ok' : 'idle'}>
      {countOf(active, 'active link')}, {formatInteger(history.length - active)} expired
    </StatusLine>
  );
}
