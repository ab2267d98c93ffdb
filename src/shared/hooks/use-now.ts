import { useEffect, useState } from 'react';

type SetNow = (now: number) => void;

/** One timer per interval for every clock on the page: their updates land in one render, not one each. */
const clocks = new Map<number, { timer: ReturnType<typeof setInterval>; listeners: Set<SetNow> }>();

function joinClock(intervalMs: number, listener: SetNow): () => void {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    const listeners = new Set<SetNow>();
    const timer = setInterval(() => {
      const now = Date.now();
      for (const each of listeners) each(now);
    }, intervalMs);
    clock = { timer, listeners };
    clocks.set(intervalMs, clock);
  }
  clock.listeners.add(listener);
  const joined = clock;
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size === 0 && clocks.get(intervalMs) === joined) {
      clearInterval(joined.timer);
      clocks.delete(intervalMs);
    }
  };
}

/** The current time, refreshed every `intervalMs` while mounted. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => joinClock(intervalMs, setNow), [intervalMs]);
  return now;
}
