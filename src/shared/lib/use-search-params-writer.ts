import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * `useSearchParams` whose functional update starts from every write made before it, even one
 * whose navigation has not rendered yet. React Router hands a functional update the params of the
 * last render, so two writes in one burst (Enter in a search box, then a select) would let the
 * second undo the first. Writes are remembered until their navigation arrives; any other
 * navigation (back/forward, a link) is the new starting point.
 */
export function useSearchParamsWriter() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const shown = useRef(params.toString());
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const seen = params.toString();
    if (seen === shown.current) return;
    shown.current = seen;
    const index = pending.current.indexOf(seen);
    if (index >= 0) pending.current.splice(0, index + 1);
    else pending.current = [];
    if (pending.current.length === 0) latest.current = params;
  }, [params]);

  const write = useCallback(
    (next: (previous: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const value = next(new URLSearchParams(latest.current));
      latest.current = value;
      pending.current.push(value.toString());
      setParams(value, options);
    },
    [setParams],
  );
  return [params, write] as const;
}
