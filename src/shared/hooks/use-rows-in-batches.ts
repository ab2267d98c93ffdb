import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/first-paint.ts';

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
  const [drawn, setDrawn] = useState({ list, count: firstBatch });
  // A new list is known during render, so its first frame already holds only the first batch.
  const current =
    drawn.list === list ? drawn : { list, count: list.length <= drawn.count ? drawn.count : Math.max(firstBatch, sharedStart(drawn.list, list, drawn.count)) };
  if (current !== drawn) setDrawn(current);

  const complete = current.count >= list.length;
  useEffect(() => {
    if (complete) return;
    let cancelled = false;
    void afterNextPaint().then(() => {
      if (!cancelled) setDrawn((previous) => (previous.list === list ? { list, count: previous.count + batch } : previous));
    });
    return () => {
      cancelled = true;
    };
  }, [list, complete, current.count, batch]);
  return Math.min(current.count, list.length);
}

/** How many of the first `limit` rows of `before` start `after` too, in the same order. */
function sharedStart(before: readonly unknown[], after: readonly unknown[], limit: number): number {
  let shared = 0;
  while (shared < limit && shared < before.length && shared < after.length && before[shared] === after[shared]) shared += 1;
  return shared;
}
