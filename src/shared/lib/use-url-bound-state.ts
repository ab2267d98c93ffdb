import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

type Update<T> = T | ((current: T) => T);
type Waiting<T> = { current: { timer: ReturnType<typeof setTimeout>; value: T } | undefined };

const cancel = <T>(waiting: Waiting<T>) => {
  if (waiting.current) clearTimeout(waiting.current.timer);
  waiting.current = undefined;
};

export interface UrlBoundOptions {
  /** Writes the URL once changes pause this long (0: on every change); the input changes at once. */
  delayMs?: number;
}

/**
 * Input state for a value that lives in the URL; the view always follows the URL.
 *
 * The input shows a local copy updated on the keystroke itself: writing the URL is a router
 * navigation that settles later (a burst of them may settle at once), and an input bound to the
 * URL alone drops characters typed meanwhile. On every navigation the URL's value is compared
 * with the values this input has sent, oldest first: one of them is the URL catching up, and the
 * copy stays. Any other value comes from outside (back/forward, a pasted link, the navigation
 * link to this very page, a "clear" that rewrites the URL) and replaces the copy, cancelling a
 * write still waiting for its delay. `serialise` must be a stable function.
 *
 * Returns the value, a setter, and `commit`, which writes a waiting value at once (Enter).
 */
export function useUrlBoundState<T>(urlValue: T, serialise: (value: T) => string, write: (value: T) => void, { delayMs = 0 }: UrlBoundOptions = {}) {
  const { key: navigation } = useLocation();
  const [value, setValue] = useState(urlValue);
  const latest = useRef(urlValue);
  // What the URL showed at the last navigation: a re-render that changes neither is no news.
  const shown = useRef({ navigation, value: serialise(urlValue) });
  const sent = useRef<string[]>([]);
  const writer = useRef(write);
  const waiting: Waiting<T> = useRef(undefined);
  useEffect(() => {
    writer.current = write;
  });

  useEffect(() => {
    const seen = serialise(urlValue);
    if (shown.current.navigation === navigation && shown.current.value === seen) return;
    shown.current = { navigation, value: seen };
    const index = sent.current.indexOf(seen);
    if (index >= 0) {
      sent.current.splice(0, index + 1);
      return;
    }
    cancel(waiting);
    sent.current = [];
    latest.current = urlValue;
    setValue(urlValue);
  }, [navigation, urlValue, serialise]);

  useEffect(() => () => cancel(waiting), []);

  const send = useCallback(
    (next: T) => {
      cancel(waiting);
      // After a pause the URL has settled: a value it already shows needs no navigation.
      if (delayMs > 0 && serialise(next) === shown.current.value) {
        sent.current = [];
        return;
      }
      writer.current(next);
    },
    [delayMs, serialise],
  );

  const change = (update: Update<T>) => {
    const next = typeof update === 'function' ? (update as (current: T) => T)(latest.current) : update;
    latest.current = next;
    setValue(next);
    sent.current.push(serialise(next));
    cancel(waiting);
    if (delayMs > 0) waiting.current = { value: next, timer: setTimeout(() => send(next), delayMs) };
    else send(next);
  };

  const commit = () => {
    if (waiting.current) send(waiting.current.value);
  };

  return [value, change, commit] as const;
}

const asIs = (text: string) => text;

export function useUrlBoundText(urlValue: string, write: (value: string) => void, options?: UrlBoundOptions) {
  return useUrlBoundState(urlValue, asIs, write, options);
}
