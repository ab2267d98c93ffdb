import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { formatBytes } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ErrorPanel } from '../../../shared/ui/error-panel.tsx';
import { Progress, type ProgressState } from '../../../shared/ui/progress.tsx';
import type { QueueItem as Item, UploadQueue } from '../lib/upload-queue.ts';
import { ExpiryLabel } from './expiry-label.tsx';
import { PrivateShareLink, ShareLinks } from './share-links.tsx';
import { UploadAdvice } from './upload-advice.tsx';

const statusText: Record<Item['status'], string> = {
  refused: 'Not sent',
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const statusClass: Record<Item['status'], string> = {
  refused: 'text-red-800 dark:text-red-300',
  queued: 'text-soft',
  uploading: 'text-accent',
  done: 'text-emerald-800 dark:text-emerald-300',
  failed: 'text-red-800 dark:text-red-300',
  cancelled: 'text-soft',
};

const progressState: Partial<Record<Item['status'], ProgressState>> = { queued: 'waiting', uploading: 'running', done: 'done' };

/** Where focus goes when the queue's last control is gone: its heading, else the file chooser. */
export const queueFallbackFocus = () => document.getElementById('upload-queue-heading') ?? document.getElementById('upload-choose-files');

/** An encrypted upload runs in two phases, each with its own 0–100 %. */
function progressDetail(item: Item): string {
  if (item.status === 'done') return `${formatBytes(item.file.size)} sent`;
  const amount = `${formatBytes(item.loaded)} of ${formatBytes(item.total)}`;
  if (!item.request.encrypt || item.status !== 'uploading') return amount;
  return item.phase === 'encrypting' ? `Step 1 of 2, encrypting: ${amount}` : `Step 2 of 2, sending: ${amount}`;
}

export function QueueItemRow({ item, queue, now }: { item: Item; queue: UploadQueue; now: number }) {
  const { file } = item;
  const percent = item.total > 0 ? Math.min(100, Math.round((item.loaded / item.total) * 100)) : 0;
  const active = item.status === 'uploading' || item.status === 'queued';
  const status = item.status === 'uploading' && item.phase === 'encrypting' ? 'Encrypting' : statusText[item.status];
  return (
    <li className="space-y-2 border-b border-zinc-200 py-3 last:border-b-0 dark:border-zinc-800" aria-label={file.name} data-focus-item>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-medium">{file.name}</p>
          <p className="text-xs text-muted">
            {formatBytes(file.size)} · {file.type || 'unknown type'}
            {item.request.encrypt && (item.request.password ? ' · encrypted with a password' : ' · encrypted')}
          </p>
        </div>
        <p className="text-right text-sm">
          <span className={`font-semibold ${statusClass[item.status]}`}>{status}</span>
          {item.status === 'done' && item.result && (
            <>
              <br />
              <ExpiryLabel expiresAt={item.result.expiresAt} expiryNote={item.result.expiryNote} now={now} />
            </>
          )}
        </p>
      </div>
      {progressState[item.status] && (
        <Progress label={`Upload progress of ${file.name}`} state={progressState[item.status]!} value={percent} detail={progressDetail(item)} />
      )}
      {item.refusal && <p className="text-sm text-red-800 dark:text-red-300">{item.refusal}</p>}
      {item.status === 'failed' && <ErrorPanel compact error={item.error} onRetry={() => queue.retry(item.id)} advice={<UploadAdvice error={item.error} />} />}
      {item.status === 'done' && item.result?.private ? (
        <PrivateShareLink name={file.name} url={item.result.private.url} lock={item.result.private.lock} actions={<RemoveButton item={item} queue={queue} />} />
      ) : item.status === 'done' && item.result ? (
        <ShareLinks name={file.name} shareUrl={item.result.shareUrl} directUrl={item.result.directUrl} actions={<RemoveButton item={item} queue={queue} />} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {active && (
            <Button variant="danger" onClick={() => queue.cancel(item.id)} aria-label={`Cancel ${file.name}`}>
              Cancel
            </Button>
          )}
          {item.status === 'cancelled' && (
            <Button onClick={() => queue.retry(item.id)} aria-label={`Upload ${file.name} again`}>
              Upload again
            </Button>
          )}
          {!active && <RemoveButton item={item} queue={queue} />}
        </div>
      )}
    </li>
  );
}

function RemoveButton({ item, queue }: { item: Item; queue: UploadQueue }) {
  return (
    <Button
      variant="ghost"
      data-focus-peer="queue-remove"
      onClick={(event) => {
        keepFocusOnRemoval(event.currentTarget, { fallback: queueFallbackFocus });
        queue.remove(item.id);
      }}
      aria-label={`Remove ${item.file.name} from the list`}
    >
      Remove
    </Button>
  );
}
