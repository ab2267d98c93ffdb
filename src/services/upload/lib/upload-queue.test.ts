import { describe, expect, it, vi } from 'vitest';
import type { ShareLink } from './reply-parser.ts';
import { UploadQueue, type SendFile } from './upload-queue.ts';

const link: ShareLink = { host: 'tmpfiles', shareUrl: 'https://tmpfiles.org/1/a.txt' };
const file = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'text/plain' });

/** A fake sender whose uploads the test settles by hand. */
function manualSender() {
  const calls: { name: string; signal: AbortSignal; resolve: (value: ShareLink) => void; reject: (error: unknown) => void }[] = [];
  const send: SendFile = (sent, { signal }) =>
    new Promise((resolve, reject) => {
      calls.push({ name: sent.name, signal, resolve, reject });
      signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
    });
  return { send, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadQueue', () => {
  it('runs two uploads at a time and starts the next when one finishes', async () => {
    const { send, calls } = manualSender();
    const onDone = vi.fn();
    const queue = new UploadQueue(send, onDone);
    queue.add([file('a'), file('b'), file('c')], 100);
    expect(queue.getItems().map((item) => item.status)).toEqual(['uploading', 'uploading', 'queued']);
    calls[0]?.resolve(link);
    await flush();
    expect(queue.getItems().map((item) => item.status)).toEqual(['done', 'uploading', 'uploading']);
    expect(calls.map((call) => call.name)).toEqual(['a', 'b', 'c']);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('refuses empty and oversized files without sending them', () => {
    const { send, calls } = manualSender();
    const queue = new UploadQueue(send);
    queue.add([file('empty', 0), file('big', 2_000_001), file('ok')], 2);
    expect(queue.getItems().map((item) => item.status)).toEqual(['refused', 'refused', 'uploading']);
    expect(calls).toHaveLength(1);
  });

  it('cancels an upload, keeps it in view, and retries the same file', async () => {
    const { send, calls } = manualSender();
    const queue = new UploadQueue(send);
    queue.add([file('a')], 100);
    const id = queue.getItems()[0]!.id;
    queue.cancel(id);
    await flush();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(queue.getItems()[0]).toMatchObject({ status: 'cancelled', error: undefined });
    queue.retry(id);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.name).toBe('a');
  });

  it('keeps a failed file with its error until it is retried', async () => {
    const { send, calls } = manualSender();
    const queue = new UploadQueue(send);
    queue.add([file('a')], 100);
    calls[0]?.reject(new Error('boom'));
    await flush();
    expect(queue.getItems()[0]).toMatchObject({ status: 'failed' });
    queue.retry(queue.getItems()[0]!.id);
    calls[1]?.resolve(link);
    await flush();
    expect(queue.getItems()[0]).toMatchObject({ status: 'done', result: link, error: undefined });
  });

  it('counts progress events', () => {
    const queue = new UploadQueue((_file, { onProgress }) => {
      onProgress({ loaded: 4, total: 10 });
      onProgress({ loaded: 10, total: 10 });
      return new Promise(() => {});
    });
    queue.add([file('a')], 100);
    expect(queue.getItems()[0]).toMatchObject({ loaded: 10, total: 10, progressEvents: 2 });
  });
});
