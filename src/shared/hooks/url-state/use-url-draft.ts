import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useUrlState } from './url-state.tsx';
import { replacesDraft } from '../../lib/url-state/url-writes.ts';

type Update<T> = T | ((current: T) => T);

export interface UrlDraftOptions<T> {
  /** The query-string parameters this field shows: a write of one of them by another control replaces the draft. */
  params: readonly string[];
  /** Sends once changes pause this long (0: on every change); the field changes at once. */
  delayMs?: number;
  /** A value the URL must not take: it stays in the field (which flags it) and is never sent. */
  isValid?: (value: T) => boolean;
}

/**
 * A field's draft of a value that lives in the URL. The field shows the draft, changed on the
 * keystroke itself; `send` (which writes the URL through the page's UrlStateScope) runs once
 * typing pauses, or at once on `commit` (Enter), or when any other control of the page writes
 * first, so a choice made meanwhile carries the text. The draft is replaced by the URL's value
 * only when the URL changes from outside (back/forward, a link, the nav link to this page) or
 * another control writes one of the field's `params` (a chip's remove, Clear filters): a write
 * of another field never touches it.
 *
 * Returns the draft, a setter, and `commit`.
 */
export function useUrlDraft<T>(urlValue: T, send: (value: T) => void, { params, delayMs = 0, isValid }: UrlDraftOptions<T>) {
  const { arrival, writes } = useUrlState();
  const [owner] = useState(() => ({}));
  // The draft and the navigation it was typed in.
  const [draft, setDraft] = useState({ value: urlValue, seq: arrival.seq });
  const latest = useRef(urlValue);
  const shownUrlValue = useRef(urlValue);
  const sender = useRef(send);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    sender.current = send;
  });
  useLayoutEffect(() => {
    shownUrlValue.current = urlValue;
  });

  // A draft is replaced by the URL's value when a navigation after it replaced it: the one being
  // rendered (decided here, so the field never shows a stale draft beside the new URL), or one
  // already shown (recorded by the page's UrlWrites).
  const paramKey = params.join(',');
  const replacedAt = useSyncExternalStore(writes.subscribe, () => writes.replacedAt(owner));
  const replaced = replacedAt > draft.seq || (arrival.seq > draft.seq && replacesDraft(arrival, owner, paramKey.split(',')));
  const value = replaced ? urlValue : draft.value;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    writes.release(owner);
  }, [writes, owner]);

  const deliver = useCallback(
    (next: T) => {
      cancel();
      writes.as(owner, () => sender.current(next));
    },
    [cancel, writes, owner],
  );

  // A replaced draft's waiting write is dropped with it.
  useLayoutEffect(
    () =>
      writes.register(owner, paramKey.split(','), () => {
        cancel();
        latest.current = shownUrlValue.current;
      }),
    [writes, owner, paramKey, cancel],
  );

  useEffect(() => cancel, [cancel]);

  const change = (update: Update<T>) => {
    const next = typeof update === 'function' ? (update as (current: T) => T)(latest.current) : update;
    latest.current = next;
    setDraft({ value: next, seq: arrival.seq });
    cancel();
    if (isValid && !isValid(next)) return;
    if (delayMs === 0) return deliver(next);
    const fire = () => deliver(next);
    timer.current = setTimeout(fire, delayMs);
    writes.hold(owner, fire);
  };

  const commit = () => {
    if (timer.current !== undefined) deliver(latest.current);
  };

  return [value, change, commit] as const;
}
