import { formatInteger } from '../../../shared/lib/format.ts';
import { useRef, type MouseEvent } from 'react';
import { neighbourControl } from '../../../shared/lib/focus-after-removal.ts';
import { formatBytes, formatRelativeTime } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { UndoToast } from '../../../shared/ui/undo-toast.tsx';
import { useUndoableDelete, type Deletion } from '../../../shared/hooks/use-undoable-delete.ts';
import { clearHistory, getHistory, isExpired, removeFromHistory, restoreHistory, type HistoryEntry } from '../lib/history-store.ts';
import { ExpiryLabel } from './expiry-label.tsx';
import { PrivateShareLink, ShareLinks } from './share-links.tsx';
import { countOf, pluralWord } from '../../../shared/lib/plural.ts';
import { useUploadHistory } from '../hooks/use-upload-history.ts';

const HEADING_ID = 'upload-history-heading';
const heading = () => document.getElementById(HEADING_ID);
const removeLabel = (entry: HistoryEntry) => `Remove ${entry.name} from history`;
const byLabel = (label: string) => () =>
  [...(heading()?.closest('section')?.querySelectorAll<HTMLElement>('[aria-label]') ?? [])].find((element) => element.getAttribute('aria-label') === label);

function HistoryRow({ entry, now, onRemove }: { entry: HistoryEntry; now: number; onRemove: (event: MouseEvent<HTMLElement>) => void }) {
  const expired = isExpired(entry, now);
  const remove = (
    <Button variant="ghost" onClick={onRemove} aria-label={removeLabel(entry)} data-focus-peer="history-remove">
      Remove
    </Button>
  );
  return (
    <li
      className={`space-y-2 border-b border-zinc-200 py-3 last:border-b-0 dark:border-zinc-800 ${expired ? 'opacity-80' : ''}`}
      aria-label={entry.name}
      data-focus-item
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className={`break-all font-medium ${expired ? 'line-through' : ''}`}>{entry.name}</p>
          <p className="text-xs text-muted">
            {formatBytes(entry.size)} · {entry.type || 'unknown type'} · uploaded {formatRelativeTime(entry.uploadedAt, now)}
          </p>
        </div>
        <p className="text-sm">
          <ExpiryLabel expiresAt={entry.expiresAt} expiryNote={entry.expiryNote} now={now} />
        </p>
      </div>
      {expired ? (
        <ExpiredLinks entry={entry} />
      ) : !entry.shareUrl ? (
        <p className="text-sm text-muted">Encrypted share: its key was not kept in this browser, so the link cannot be shown again.</p>
      ) : entry.encrypted ? (
        <PrivateShareLink name={entry.name} url={entry.shareUrl} lock={entry.encrypted} actions={remove} />
      ) : (
        <ShareLinks name={entry.name} shareUrl={entry.shareUrl} directUrl={entry.directUrl} actions={remove} />
      )}
      {(expired || !entry.shareUrl) && remove}
    </li>
  );
}

/** The host has deleted the file: the link stays readable, its copy button is disabled. */
function ExpiredLinks({ entry }: { entry: HistoryEntry }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
      <p className="min-w-0 flex-1 break-all">
        {entry.shareUrl
          ? `The host has deleted this file: ${entry.encrypted ? entry.shareUrl.replace(/\/k\/[^/]*$/, '/k/…') : entry.shareUrl}`
          : 'The host has deleted this file.'}
      </p>
      {entry.shareUrl && (
        <Button disabled title="The link has expired">
          Copy link
        </Button>
      )}
    </div>
  );
}

/** Deletes now and offers Undo: the links exist nowhere else. */
function deletion(message: string, remove: () => void, focus: Pick<Deletion, 'focusAfterUndo' | 'focusAfterClose'>): Deletion {
  return {
    message,
    apply: () => {
      const before = getHistory();
      remove();
      return () => restoreHistory(before);
    },
    ...focus,
  };
}

/** Entries whose upload is on screen in the queue above are counted but not shown twice. */
export function HistoryList({ now, shownAbove }: { now: number; shownAbove: ReadonlySet<string> }) {
  const history = useUploadHistory();
  const undoable = useUndoableDelete();
  const clearButton = useRef<HTMLButtonElement>(null);
  const listed = history.filter((entry) => !shownAbove.has(entry.id));
  const hidden = history.length - listed.length;
  const expiredCount = history.filter((entry) => isExpired(entry, now)).length;

  const removeOne = (entry: HistoryEntry) => (event: MouseEvent<HTMLElement>) => {
    const neighbour = neighbourControl(event.currentTarget);
    undoable.remove(
      deletion(`Removed ${entry.name} from history.`, () => removeFromHistory(entry.id), {
        focusAfterUndo: byLabel(removeLabel(entry)),
        focusAfterClose: () => (neighbour?.isConnected ? neighbour : heading()),
      }),
    );
  };
  const clearAll = () =>
    undoable.remove(
      deletion(`Cleared ${countOf(history.length, 'link')} from history.`, clearHistory, {
        focusAfterUndo: () => clearButton.current,
        focusAfterClose: heading,
      }),
    );

  return (
    <Card
      title={`History (${history.length})`}
      headingId={HEADING_ID}
      actions={
        history.length > 0 && (
          <Button ref={clearButton} variant="danger" onClick={clearAll}>
            Clear history
          </Button>
        )
      }
    >
      {history.length === 0 ? (
        <p className="text-sm text-soft">Links you upload are kept here, in this browser only, until you remove them.</p>
      ) : (
        <>
          <p className="text-sm text-soft">
            {expiredCount > 0 && `${expiredCount} of ${history.length} links have expired. `}
            {hidden > 0 && `${formatInteger(hidden)} from this visit ${pluralWord(hidden, 'is', 'are')} listed above.`}
          </p>
          <ul aria-label="Upload history" data-focus-group>
            {listed.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} now={now} onRemove={removeOne(entry)} />
            ))}
          </ul>
        </>
      )}
      <UndoToast {...undoable.toast} />
    </Card>
  );
}
