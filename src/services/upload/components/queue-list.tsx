import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import type { QueueItem, UploadQueue } from '../lib/upload-queue.ts';
import { queueFallbackFocus, QueueItemRow } from './queue-item.tsx';

export function QueueList({ items, queue, now }: { items: QueueItem[]; queue: UploadQueue; now: number }) {
  const uploading = items.filter((item) => item.status === 'uploading').length;
  const waiting = items.filter((item) => item.status === 'queued').length;
  const finished = items.length - uploading - waiting;
  return (
    <Card
      title="This visit"
      headingId="upload-queue-heading"
      actions={
        finished > 0 && (
          <Button
            variant="ghost"
            onClick={(event) => {
              keepFocusOnRemoval(event.currentTarget, { group: null, fallback: queueFallbackFocus });
              queue.clearFinished();
            }}
          >
            Clear finished
          </Button>
        )
      }
    >
      <p className="sr-only" role="status">
        {uploading} uploading, {waiting} waiting
      </p>
      <ul aria-label="Upload queue" data-focus-group>
        {items.map((item) => (
          <QueueItemRow key={item.id} item={item} queue={queue} now={now} />
        ))}
      </ul>
    </Card>
  );
}
