import { describe, expect, it } from 'vitest';
import { INITIAL_FACTS, isSilent, isStreaming, modeOf, type FeedFacts } from './feed-mode.ts';

const open = (patch: Partial<FeedFacts>): FeedFacts => ({ ...INITIAL_FACTS, connection: 'open', openedAt: 0, ...patch });

describe('the mode the page is in', () => {
  it('is off before anyone shows the price, and connecting until something arrives', () => {
    expect(modeOf(INITIAL_FACTS, 0)).toEqual({ kind: 'off' });
    expect(modeOf({ ...INITIAL_FACTS, connection: 'connecting' }, 0)).toEqual({ kind: 'connecting' });
    expect(modeOf(open({}), 1000)).toEqual({ kind: 'connecting' });
  });

  it('is live while trades arrive, and quiet when only heartbeats do, counting the seconds since the last trade', () => {
    expect(modeOf(open({ lastTradeAt: 10_000, lastHeartbeatAt: 10_000 }), 14_999)).toEqual({ kind: 'live' });
    expect(modeOf(open({ lastTradeAt: 10_000, lastHeartbeatAt: 16_000 }), 17_000)).toEqual({ kind: 'quiet', seconds: 7 });
    expect(modeOf(open({ lastHeartbeatAt: 3_000 }), 4_000)).toEqual({ kind: 'quiet', seconds: 4 });
    expect(isStreaming({ kind: 'live' })).toBe(true);
    expect(isStreaming({ kind: 'quiet', seconds: 7 })).toBe(true);
  });

  it('is reconnecting with the attempt count, then polling after three failures or at once when unavailable', () => {
    expect(modeOf({ ...INITIAL_FACTS, connection: 'retrying', failures: 1 }, 0)).toEqual({ kind: 'reconnecting', attempt: 1 });
    expect(modeOf({ ...INITIAL_FACTS, connection: 'connecting', failures: 2 }, 0)).toEqual({ kind: 'reconnecting', attempt: 2 });
    expect(modeOf({ ...INITIAL_FACTS, connection: 'retrying', failures: 3 }, 0)).toEqual({ kind: 'polling', reason: 'the stream failed 3 times in a row' });
    expect(modeOf({ ...INITIAL_FACTS, connection: 'open', unavailable: 'the feed answered with an error: x' }, 0)).toEqual({
      kind: 'polling',
      reason: 'the feed answered with an error: x',
    });
    expect(isStreaming({ kind: 'reconnecting', attempt: 1 })).toBe(false);
    expect(isStreaming({ kind: 'polling', reason: '' })).toBe(false);
  });

  it('calls an open socket silent after 10 s without a trade or a heartbeat', () => {
    expect(isSilent(open({ lastHeartbeatAt: 5_000 }), 14_999)).toBe(false);
    expect(isSilent(open({ lastHeartbeatAt: 5_000 }), 15_000)).toBe(true);
    expect(isSilent({ ...INITIAL_FACTS, connection: 'retrying' }, 99_999)).toBe(false);
  });
});
