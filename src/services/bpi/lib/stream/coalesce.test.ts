import { describe, expect, it } from 'vitest';
import { createFrameCoalescer } from './coalesce.ts';

function frames() {
  const queue: (() => void)[] = [];
  return {
    request: (callback: () => void) => queue.push(callback),
    cancel: () => queue.splice(0),
    run: () => queue.splice(0).forEach((callback) => callback()),
    get waiting() {
      return queue.length;
    },
  };
}

describe('one update per animation frame', () => {
  it('hands over only the latest value per key, once per frame, however many arrive', () => {
    const frame = frames();
    const flushed: Record<string, number>[] = [];
    const coalescer = createFrameCoalescer<number>((batch) => flushed.push(Object.fromEntries(batch)), frame.request, frame.cancel);
    for (let index = 1; index <= 100; index += 1) coalescer.push(index % 2 ? 'USD' : 'EUR', index);
    expect(frame.waiting).toBe(1);
    frame.run();
    expect(flushed).toEqual([{ USD: 99, EUR: 100 }]);
    frame.run();
    expect(flushed).toHaveLength(1);
    coalescer.push('USD', 101);
    frame.run();
    expect(flushed).toEqual([{ USD: 99, EUR: 100 }, { USD: 101 }]);
  });

  it('keeps the waiting value when the newcomer is not accepted, and a touch flushes an empty frame', () => {
    const frame = frames();
    const flushed: Record<string, number>[] = [];
    const coalescer = createFrameCoalescer<number>((batch) => flushed.push(Object.fromEntries(batch)), frame.request, frame.cancel);
    const newer = (next: number, waiting: number | undefined) => waiting === undefined || next > waiting;
    coalescer.push('USD', 5, newer);
    coalescer.push('USD', 3, newer);
    frame.run();
    coalescer.touch();
    frame.run();
    expect(flushed).toEqual([{ USD: 5 }, {}]);
  });

  it('drops what waits when cancelled', () => {
    const frame = frames();
    const flushed: unknown[] = [];
    const coalescer = createFrameCoalescer<number>((batch) => flushed.push(batch), frame.request, frame.cancel);
    coalescer.push('USD', 1);
    coalescer.cancel();
    frame.run();
    expect(flushed).toEqual([]);
  });
});
