import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/first-paint.ts';

/** A list and how many of its rows are drawn; the count may pass the list's length once it is whole. */
interface Drawn {
  list: readonly unknown[];
  count: number;
}

/**
 * How many of a list's rows to draw now: the first batch (a screenful) at once, then one more batch
 * after each frame is on screen, until every row is in the document. A long list then adds its rows
 * in short tasks, never one long one, and the first rows show as early as a screenful allows.
 * `list` is the rows' array. A new one (a search, a filter) no longer than the count drawn is drawn
 * whole (its rows mostly exist already); a longer one keeps the rows it shares, in order, with the
 * start of what was drawn (more pages loaded below keep every row above them) and adds the rest in
 * batches.
 */
export function useRowsInBatches(list: readonly unknown[], firstBatch: number, batch: number): number {
  const [drawn, setDrawn] = useState<Drawn>(() => ({ list, count: firstBatch }));
  // A new list is counted while rendering, so its first frame already holds only the first batch;
  // the state records the new list after that frame is on screen.
  const count = drawn.list === list ? drawn.count : countForNewList(drawn, list, firstBatch);
  const settled = drawn.list === list && count >= list.length;

  useEffect(() => {
    if (settled) return;
    let cancelled = false;
    void afterNextPaint().then(() => {
      if (cancelled) return;
      setDrawn((previous) => {
        const start = previous.list === list ? previous.count : countForNewList(previous, list, firstBatch);
        return { list, count: start >= list.length ? start : start + batch };
      });
    });
    return () => {
      cancelled = true;
    };
  }, [list, settled, count, firstBatch, batch]);
  return Math.min(count, list.length);
}

/** The count a new list starts from, given what was drawn before it. */
function countForNewList(drawn: Drawn, list: readonly unknown[], firstBatch: number): number {
  if (list.length <= drawn.count) return drawn.count;
  return Math.max(firstBatch, sharedStart(drawn.list, list, drawn.count));
}

/** How many of the first `limit` rows of `before` start `after` too, in the same order. */
function sharedStart(before: readonly unknown[], after: readonly unknown[], limit: number): number {
  let shared = 0;
  while (shared < limit && shared < before.length && shared < after.length && before[shared] === after[shared]) shared += 1;
  return shared;
}
