import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowsInBatches } from './use-rows-in-batches.ts';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);
/** One frame on screen: afterNextPaint waits two animation frames and a task. */
const nextFrame = () => act(() => vi.advanceTimersByTimeAsync(40));

describe('useRowsInBatches', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('draws the first batch at once, then one more batch a frame until every row is drawn', async () => {
    const list = rows(95);
    const { result } = renderHook(() => useRowsInBatches(list, 20, 30));
    expect(result.current).toBe(20);
    await nextFrame();
    expect(result.current).toBe(50);
    await nextFrame();
    expect(result.current).toBe(80);
    await nextFrame();
    expect(result.current).toBe(95);
    await nextFrame();
    expect(result.current).toBe(95);
  });

  it('draws a shorter list whole at once, and a longer, different one from the first batch again', async () => {
    const { result, rerender } = renderHook(({ list }) => useRowsInBatches(list, 5, 10), { initialProps: { list: rows(40) } });
    for (let frame = 0; frame < 4; frame += 1) await nextFrame();
    expect(result.current).toBe(40);
    rerender({ list: rows(33) });
    expect(result.current).toBe(33);
    rerender({ list: rows(60).map((row) => row + 1000) });
    expect(result.current).toBe(5);
    await nextFrame();
    expect(result.current).toBe(15);
  });

  it('keeps every drawn row when more rows arrive below them, and adds the new ones in batches', async () => {
    const first = rows(30);
    const { result, rerender } = renderHook(({ list }) => useRowsInBatches(list, 5, 10), { initialProps: { list: first } });
    for (let frame = 0; frame < 3; frame += 1) await nextFrame();
    expect(result.current).toBe(30);
    rerender({ list: [...first, ...rows(40).map((row) => row + 100)] });
    expect(result.current).toBe(30);
    await nextFrame();
    expect(result.current).toBe(40);
  });

  it('keeps a filtered list drawn whole when more rows arrive below it, and adds the new ones in batches', async () => {
    const all = rows(50);
    const filtered = all.filter((row) => row % 2 === 1);
    const { result, rerender } = renderHook(({ list }) => useRowsInBatches(list, 8, 12), { initialProps: { list: all } });
    for (let frame = 0; frame < 4; frame += 1) await nextFrame();
    expect(result.current).toBe(50);
    rerender({ list: filtered });
    expect(result.current).toBe(25);
    await nextFrame();
    expect(result.current).toBe(25);
    rerender({ list: [...filtered, ...rows(70).map((row) => row + 500)] });
    expect(result.current).toBe(25);
    await nextFrame();
    expect(result.current).toBe(37);
  });

  it('renders once for a new list: the count of a new list is not a state update during render', async () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ list }) => {
        renders += 1;
        return useRowsInBatches(list, 4, 6);
      },
      { initialProps: { list: rows(10) } },
    );
    for (let frame = 0; frame < 2; frame += 1) await nextFrame();
    expect(result.current).toBe(10);
    renders = 0;
    rerender({ list: rows(30).map((row) => row + 200) });
    expect(result.current).toBe(4);
    expect(renders).toBe(1);
  });

  it('draws a list no longer than the first batch whole', () => {
    const { result } = renderHook(() => useRowsInBatches(rows(3), 12, 24));
    expect(result.current).toBe(3);
  });
});
