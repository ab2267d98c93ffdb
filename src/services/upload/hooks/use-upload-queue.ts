import { useSyncExternalStore } from 'react';
import { endpointFor } from '../../../shared/config/endpoints.ts';
import { tabScope } from '../../../shared/lib/tab-scope.ts';
import { sendShare } from '../api/send-share.ts';
import { addToHistory } from '../lib/history-store.ts';
import { UploadQueue, type QueueItem } from '../lib/upload-queue.ts';

/**
 * An encrypted share's link goes into the history only when it holds no key (a password share) or
 * the person ticked "remember the link"; otherwise only the name and expiry are kept.
 */
function remember(item: QueueItem) {
  if (!item.result) return;
  const secret = item.result.private;
  const keepLink = !secret || secret.lock === 'password' || item.request.rememberLink;
  addToHistory({
    id: item.id,
    name: item.file.name,
    size: item.file.size,
    type: item.file.type,
    shareUrl: secret ? (keepLink ? secret.url : undefined) : item.result.shareUrl,
    directUrl: secret ? undefined : item.result.directUrl,
    encrypted: secret ? secret.lock : undefined,
    uploadedAt: item.finishedAt ?? Date.now(),
    expiresAt: item.result.expiresAt,
    expiryNote: item.result.expiryNote,
  });
}

// The queue outlives the page: each attempt, a retry included, goes where /settings points then.
const tabQueue = tabScope.define(() => new UploadQueue((file, options) => sendShare(endpointFor('upload'), file, options), remember));

export function useUploadQueue() {
  const current = tabQueue();
  const items = useSyncExternalStore(current.subscribe, current.getItems, current.getItems);
  return { queue: current, items };
}
