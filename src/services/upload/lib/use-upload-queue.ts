import { useSyncExternalStore } from 'react';
import { sendFile } from '../api/send-file.ts';
import { addToHistory } from './history-store.ts';
import { UploadQueue, type QueueItem } from './upload-queue.ts';

function remember(item: QueueItem) {
  if (!item.result) return;
  addToHistory({
    id: item.id,
    name: item.file.name,
    size: item.file.size,
    type: item.file.type,
    shareUrl: item.result.shareUrl,
    directUrl: item.result.directUrl,
    uploadedAt: item.finishedAt ?? Date.now(),
    expiresAt: item.result.expiresAt,
    expiryNote: item.result.expiryNote,
  });
}

let queue: UploadQueue | undefined;

export function getUploadQueue(): UploadQueue {
  queue ??= new UploadQueue(sendFile, remember);
  return queue;
}

/** Tests: start every test with an empty queue. */
export function resetUploadQueue() {
  queue = undefined;
}

export function useUploadQueue() {
  const current = getUploadQueue();
  const items = useSyncExternalStore(current.subscribe, current.getItems, current.getItems);
  return { queue: current, items };
}
