import type { SharePhase, ShareProgress } from '../api/send-share.ts';
import { refusalFor } from './file-checks.ts';
import type { ShareLink } from './reply-parser.ts';
import { DEFAULT_EXPIRY_SECONDS, type ShareRequest } from './share-options.ts';

export type QueueStatus = 'refused' | 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface QueueItem {
  id: string;
  file: File;
  /** Encrypted or not, password, expiry: fixed when the file was added, kept for a retry. */
  request: ShareRequest;
  status: QueueStatus;
  /** While uploading an encrypted share: first it is encrypted, then sent. */
  phase?: SharePhase;
  loaded: number;
  total: number;
  /** How many progress events arrived, to show the upload really streams. */
  progressEvents: number;
  refusal?: string;
  error?: unknown;
  result?: ShareLink;
  finishedAt?: number;
}

export type SendFile = (
  file: File,
  options: { signal: AbortSignal; onProgress: (progress: Partial<ShareProgress> & Pick<ShareProgress, 'loaded' | 'total'>) => void; request: ShareRequest },
) => Promise<ShareLink>;

export const PLAIN_REQUEST: ShareRequest = { encrypt: false, expireSeconds: DEFAULT_EXPIRY_SECONDS, rememberLink: false };

export const MAX_PARALLEL = 2;

let counter = 0;
const nextId = () => `u${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * The upload queue lives outside React so uploads keep going when the user visits another
 * route and comes back; the page subscribes to it with useSyncExternalStore.
 */
export class UploadQueue {
  private items: QueueItem[] = [];
  private readonly controllers = new Map<string, AbortController>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly send: SendFile,
    private readonly onDone: (item: QueueItem) => void = () => {},
  ) {}

  getItems = () => this.items;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(files: Iterable<File>, maxMb: number, request: ShareRequest = PLAIN_REQUEST) {
    const added = [...files].map((file): QueueItem => {
      const refusal = refusalFor(file, maxMb, request);
      return { id: nextId(), file, request, status: refusal ? 'refused' : 'queued', loaded: 0, total: file.size, progressEvents: 0, refusal };
    });
    if (added.length === 0) return;
    this.items = [...this.items, ...added];
    this.pump();
  }

  cancel(id: string) {
    this.stop(id);
    this.update(id, (item) => (item.status === 'queued' || item.status === 'uploading' ? { ...item, status: 'cancelled', error: undefined } : item));
    this.pump();
  }

  /** Aborts the request and forgets it, so a late settle of that attempt changes nothing. */
  private stop(id: string) {
    this.controllers.get(id)?.abort();
    this.controllers.delete(id);
  }

  /** Sends the same File again: nothing has to be picked a second time. */
  retry(id: string) {
    this.update(id, (item) =>
      item.status === 'failed' || item.status === 'cancelled' ? { ...item, status: 'queued', loaded: 0, progressEvents: 0, error: undefined } : item,
    );
    this.pump();
  }

  remove(id: string) {
    this.stop(id);
    this.items = this.items.filter((item) => item.id !== id);
    this.emit();
  }

  clearFinished() {
    this.items = this.items.filter((item) => item.status === 'queued' || item.status === 'uploading');
    this.emit();
  }

  private pump() {
    let active = this.items.filter((item) => item.status === 'uploading').length;
    for (const item of this.items) {
      if (active >= MAX_PARALLEL) break;
      if (item.status !== 'queued') continue;
      active += 1;
      this.start(item.id);
    }
    this.emit();
  }

  private start(id: string) {
    const item = this.items.find((candidate) => candidate.id === id);
    if (!item) return;
    const controller = new AbortController();
    this.controllers.set(id, controller);
    this.update(id, (current) => ({ ...current, status: 'uploading', phase: current.request.encrypt ? 'encrypting' : 'sending', loaded: 0 }), false);
    const onProgress: Parameters<SendFile>[1]['onProgress'] = ({ loaded, total, phase }) =>
      this.update(id, (current) => ({
        ...current,
        loaded,
        total: total || current.total,
        phase: phase ?? current.phase,
        progressEvents: current.progressEvents + 1,
      }));
    const current = () => this.controllers.get(id) === controller;
    this.send(item.file, { signal: controller.signal, request: item.request, onProgress: (progress) => current() && onProgress(progress) })
      .then((result) => {
        if (!current()) return;
        this.update(id, (current) => ({ ...current, status: 'done', result, loaded: current.total, finishedAt: Date.now() }), false);
        const done = this.items.find((candidate) => candidate.id === id);
        if (done) this.onDone(done);
      })
      .catch((error: unknown) => {
        if (!current()) return;
        const cancelled = controller.signal.aborted;
        this.update(id, (current) => ({ ...current, status: cancelled ? 'cancelled' : 'failed', error: cancelled ? undefined : error }), false);
      })
      .finally(() => {
        if (!current()) return;
        this.controllers.delete(id);
        this.pump();
      });
  }

  private update(id: string, change: (item: QueueItem) => QueueItem, notify = true) {
    this.items = this.items.map((item) => (item.id === id ? change(item) : item));
    if (notify) this.emit();
  }

  private emit() {
    this.listeners.forEach((listener) => listener());
  }
}
