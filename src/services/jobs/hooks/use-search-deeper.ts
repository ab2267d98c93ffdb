import type { InfiniteQueryObserverResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Pages one "search deeper" asks for at most. */
export const DEEPER_PAGES = 5;

export type DeeperState =
  { step: 'idle' } | { step: 'running'; done: number; of: number } | { step: 'stopped'; done: number; reason: 'done' | 'end' | 'cancelled' | 'failed' };

/** The list's infinite query, as far as paging goes. */
type Pager = Pick<InfiniteQueryObserverResult, 'hasNextPage' | 'fetchNextPage'>;

/**
 * Loads up to `count` further pages one at a time, within the feed's own paging: it stops at the
 * first empty page (the feed reports no total), on a failure, or when cancelled (the page in
 * flight still arrives).
 */
export function useSearchDeeper({ hasNextPage, fetchNextPage }: Pager) {
  const [state, setState] = useState<DeeperState>({ step: 'idle' });
  const cancelled = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
      cancelled.current = true;
    },
    [],
  );
  const start = useCallback(
    async (count: number) => {
      if (!hasNextPage) return;
      cancelled.current = false;
      let done = 0;
      let reason: 'done' | 'end' | 'cancelled' | 'failed' = 'done';
      setState({ step: 'running', done, of: count });
      while (done < count) {
        if (cancelled.current) {
          reason = 'cancelled';
          break;
        }
        // A page the list is already loading is waited for, not asked again.
        const result = await fetchNextPage({ cancelRefetch: false });
        if (result.isFetchNextPageError) {
          reason = 'failed';
          break;
        }
        done += 1;
        if (mounted.current) setState({ step: 'running', done, of: count });
        if (!result.hasNextPage) {
          reason = 'end';
          break;
        }
      }
      if (mounted.current) setState({ step: 'stopped', done, reason: cancelled.current && reason === 'done' ? 'cancelled' : reason });
    },
    [hasNextPage, fetchNextPage],
  );
  const cancel = useCallback(() => {
    cancelled.current = true;
  }, []);
  const reset = useCallback(() => setState({ step: 'idle' }), []);
  return { state, start, cancel, reset };
}
