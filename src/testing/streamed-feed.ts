import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeSocket } from './fake-feed-socket.ts';

/** Animation frames run when the test says, inside act: streamed prices reach React through them. */
let frames: FrameRequestCallback[] = [];
export const paint = () => frames.splice(0).forEach((frame) => frame(performance.now()));

/**
 * The exchange feed as a test drives it: the socket is FakeSocket, animation frames wait for
 * `paint`, and timers and Date are fake (advancing with real time as well, so fetches answer).
 * Called once in a test file, at its top level.
 */
export function installStreamedFeed() {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

export const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    paint();
  });

/** A trade's time as the feed writes it (microseconds). */
export const feedTime = (ms: number) => new Date(ms).toISOString().replace('Z', '000Z');

/**
 * Async, so act's environment stays on until React has flushed what the message set off: an awaited
 * synchronous act leaves React's act queue open after Testing Library has switched the environment
 * off, and a timer firing in that gap (the clock runs on) is an update React refuses.
 */
export const send = (message: unknown) => act(async () => FakeSocket.last.serverSends(message));

/** Runs the clock (frames, fetches) inside act until the text shows: streamed updates come from animation frames. */
export async function untilShown(text: string) {
  for (let step = 0; step < 100 && !screen.queryByText(text); step += 1) await advance(50);
  return screen.getByText(text);
}
