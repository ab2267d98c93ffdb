export type RequestFrame = (callback: () => void) => number;
export type CancelFrame = (handle: number) => void;

const browserFrame: RequestFrame = (callback) => requestAnimationFrame(callback);
const browserCancel: CancelFrame = (handle) => cancelAnimationFrame(handle);

/**
 * Keeps the latest value per key and hands them over once per animation frame: a hundred ticks
 * between two frames are one update, and nothing waits longer than the next frame.
 */
export function createFrameCoalescer<T>(
  flush: (latest: Map<string, T>) => void,
  requestFrame: RequestFrame = browserFrame,
  cancelFrame: CancelFrame = browserCancel,
) {
  let pending = new Map<string, T>();
  let frame: number | undefined;
  const run = () => {
    frame = undefined;
    const batch = pending;
    pending = new Map();
    flush(batch);
  };
  return {
    /** `accept` decides against the value already waiting for this frame (never an older one). */
    push(key: string, value: T, accept: (next: T, waiting: T | undefined) => boolean = () => true) {
      if (!accept(value, pending.get(key))) return;
      pending.set(key, value);
      frame ??= requestFrame(run);
    },
    /** Forces a frame without a value (a status change to show). */
    touch() {
      frame ??= requestFrame(run);
    },
    cancel() {
      if (frame !== undefined) cancelFrame(frame);
      frame = undefined;
      pending = new Map();
    },
  };
}
