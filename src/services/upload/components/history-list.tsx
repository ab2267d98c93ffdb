import { formatBytes, formatRelativeTime } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { clearHistory, isExpired, removeFromHistory, useUploadHistory, type HistoryEntry } from '../lib/history-store.ts';
import { ExpiryLabel } from './expiry-label.tsx';
import { ShareLinks } from './share-links.tsx';

function HistoryRow({ entry, now }: { entry: HistoryEntry; now: number }) {
  const expired = isExpired(entry, now);
  const remove = (
    <Button variant="ghost" onClick={() => removeFromHistory(entry.id)} aria-label={`Remove ${entry.name} from history`}>
      Remove
    </Button>
  );
  return (
    <li className={`space-y-2 border-b border-zinc-200 py-3 last:border-b-0 dark:border-zinc-800 ${expired ? 'opacity-80' : ''}`} aria-label={entry.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className={`break-all font-medium ${expired ? 'line-through' : ''}`}>{entry.name}</p>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {formatBytes(entry.size)} · {entry.type || 'unknown type'} · uploaded {formatRelativeTime(entry.uploadedAt, now)}
          </p>
        </div>
        <p className="text-sm">
          <ExpiryLabel expiresAt={entry.expiresAt} expiryNote={entry.expiryNote} now={now} />
        </p>
      </div>
      {expired ? (
        <p className="break-all text-sm text-zinc-600 dark:text-zinc-400">The host has deleted this file: {entry.shareUrl}</p>
      ) : (
        <ShareLinks name={entry.name} shareUrl={entry.shareUrl} directUrl={entry.directUrl} actions={remove} />
      )}
      {expired && remove}
    </li>
  );
}

/** Entries whose upload is on screen in the queue above are counted but not shown twice. */
export function HistoryList({ now, shownAbove }: { now: number; shownAbove: ReadonlySet<string> }) {
  const history = useUploadHistory();
  const listed = history.filter((entry) => !shownAbove.has(entry.id));
  const hidden = history.length - listed.length;
  const expiredCount = history.filter((entry) => isExpired(entry, now)).length;
  return (
    <Card
      title={`History (${history.length})`}
      actions={
        history.length > 0 && (
          <Button variant="danger" onClick={clearHistory}>
            Clear history
          </Button>
        )
      }
    >
      {history.length === 0 ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">Links you upload are kept here, in this browser only, until you remove them.</p>
      ) : (
        <>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {expiredCount > 0 && `${expiredCount} of ${history.length} links have expired. `}
            {hidden > 0 && `${hidden} from this visit ${hidden === 1 ? 'is' : 'are'} listed above.`}
          </p>
          <ul aria-label="Upload history">
            {listed.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} now={now} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
