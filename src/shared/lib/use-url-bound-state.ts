import { useEffect, useRef, useState } from 'react';

type Update<T> = T | ((current: T) => T);

/**
 * Input state for a value that lives in the URL. The inputs show a local copy updated on the
 * keystroke itself; writing the URL is a router navigation that settles later, and an input
 * bound to the URL alone drops characters typed meanwhile. The copy follows the URL only when it
 * changes from outside (back/forward, a pasted link). `serialise` must be a stable function.
 */
export function useUrlBoundState<T>(urlValue: T, serialise: (value: T) => string, write: (value: T) => void) {
  const [value, setValue] = useState(urlValue);
  const latest = useRef(urlValue);
  const written = useRef(new Set<string>());
  useEffect(() => {
    if (written.current.delete(serialise(urlValue))) return;
    written.current.clear();
    latest.current = urlValue;
    setValue(urlValue);
  }, [urlValue, serialise]);
  const change = (update: Update<T>) => {
    const next = typeof update === 'function' ? (update as (current: T) => T)(latest.current) : update;
    latest.current = next;
    setValue(next);
    written.current.add(serialise(next));
    write(next);
  };
  return [value, change] as const;
}

const asIs = (text: string) => text;

export function useUrlBoundText(urlValue: string, write: (value: string) => void) {
  return useUrlBoundState(urlValue, asIs, write);
}
