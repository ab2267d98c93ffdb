import { Link } from 'react-router';
import type { TileRenderers } from '../../shared/board/tile-types.ts';
import { formatBytes } from '../../shared/lib/format.ts';
import { countOf, pluralWord } from '../../shared/lib/plural.ts';
import { useNow } from '../../shared/hooks/use-now.ts';
import { ExpiryLabel } from './components/expiry-label.tsx';
import { isExpired } from './lib/history-store.ts';
import { useUploadHistory } from './hooks/use-upload-history.ts';

/**
 * The shares sent from this browser that are still alive, each with its time left. Read from this
 * browser's history only; no share link (a private one carries its key) is drawn on the board.
 */
function SharesTile() {
  const history = useUploadHistory();
  const now = useNow(15_000);
  const alive = history.filter((entry) => !isExpired(entry, now));
  return (
    <>
      <p className="text-sm">
        <span className="text-xl font-semibold tabular-nums">{alive.length}</span> {pluralWord(alive.length, 'share is', 'shares are')} still alive
        {history.length > alive.length && <span className="text-muted"> · {countOf(history.length - alive.length, 'expired')}</span>}
      </p>
      <ul className="mt-1 space-y-1 text-sm">
        {alive.slice(0, 4).map((entry) => (
          <li key={entry.id} className="flex min-w-0 items-baseline justify-between gap-2">
            <span className="min-w-0 truncate">
              {entry.encrypted && <span className="sr-only">Private: </span>}
              {entry.encrypted && <span aria-hidden="true">🔒 </span>}
              {entry.name} <span className="text-muted">({formatBytes(entry.size)})</span>
            </span>
            <span className="shrink-0 text-xs">
              <ExpiryLabel expiresAt={entry.expiresAt} expiryNote={entry.expiryNote} now={now} />
            </span>
          </li>
        ))}
      </ul>
      {alive.length === 0 && (
        <p className={`text-sm $"text-muted"`}>
          <Link to="/upload" className="text-accent underline underline-offset-2">
            Share a file
          </Link>{' '}
          and it shows here until it expires.
        </p>
      )}
      {alive.length > 4 && <p className={`mt-1 text-xs $"text-muted"`}>and {alive.length - 4} more on the upload page</p>}
    </>
  );
}

export const tiles: TileRenderers = { shares: SharesTile };
