/** No trade for this long while heartbeats still arrive: the market is quiet, the connection alive. */
export const QUIET_AFTER_MS = 5_000;
/** Neither a trade nor a heartbeat for this long on an open socket: it is dead, whatever its state says. */
export const SILENT_AFTER_MS = 10_000;
/** Failed attempts in a row before the page falls back to polling (and keeps retrying behind it). */
export const FAILURES_BEFORE_POLLING = 3;

/** What the connection has seen; the mode shown is derived from it and the clock. */
export interface FeedFacts {
  connection: 'idle' | 'connecting' | 'open' | 'retrying';
  /** Attempts in a row that failed (refused, dropped, silent); reset by the first message of a connection. */
  failures: number;
  /** Why the stream cannot be used now (cannot be opened at all, or the feed sent an error), in words. */
  unavailable?: string;
  openedAt?: number;
  /** When the last ticker message arrived (this clock, not the trade's time). */
  lastTradeAt?: number;
  lastHeartbeatAt?: number;
  /** When the next attempt starts, while waiting. */
  retryAt?: number;
}

export type FeedMode =
  | { kind: 'off' }
  | { kind: 'connecting' }
  | { kind: 'live' }
  | { kind: 'quiet'; seconds: number }
  | { kind: 'reconnecting'; attempt: number }
  | { kind: 'polling'; reason: string };

export const INITIAL_FACTS: FeedFacts = { connection: 'idle', failures: 0 };

export function modeOf(facts: FeedFacts, now: number): FeedMode {
  if (facts.connection === 'idle') return { kind: 'off' };
  if (facts.unavailable) return { kind: 'polling', reason: facts.unavailable };
  if (facts.failures >= FAILURES_BEFORE_POLLING) return { kind: 'polling', reason: `the stream failed ${facts.failures} times in a row` };
  if (facts.connection !== 'open') return facts.failures > 0 ? { kind: 'reconnecting', attempt: facts.failures } : { kind: 'connecting' };
  if (facts.lastTradeAt !== undefined && now - facts.lastTradeAt < QUIET_AFTER_MS) return { kind: 'live' };
  if (facts.lastHeartbeatAt !== undefined && now - facts.lastHeartbeatAt < SILENT_AFTER_MS) {
    const since = facts.lastTradeAt ?? facts.openedAt ?? now;
    return { kind: 'quiet', seconds: Math.max(0, Math.floor((now - since) / 1000)) };
  }
  return { kind: 'connecting' };
}

/** While streaming, the page asks no REST price source. */
export const isStreaming = (mode: FeedMode) => mode.kind === 'live' || mode.kind === 'quiet';

/** Whether an open socket has gone silent for too long to trust. */
export function isSilent(facts: FeedFacts, now: number): boolean {
  if (facts.connection !== 'open') return false;
  const last = Math.max(facts.lastTradeAt ?? 0, facts.lastHeartbeatAt ?? 0, facts.openedAt ?? 0);
  return now - last >= SILENT_AFTER_MS;
}
