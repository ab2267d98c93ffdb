import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from './load-trace.ts';

const PAGE = { pid: 7, tid: 1 };
const task = (startMs: number, durationMs: number, thread = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: 1_000_000 + startMs * 1000,
  dur: durationMs * 1000,
  ...thread,
});
const trace = (...tasks: TraceEvent[]): TraceEvent[] => [
  { name: 'thread_name', ph: 'M', ts: 0, pid: 3, tid: 1, args: { name: 'CrBrowserMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, ...PAGE, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid: 9, args: { name: 'Compositor' } },
  // The blank page before the navigation, then the page itself.
  { name: 'navigationStart', ph: 'R', ts: 900_000, ...PAGE, args: { data: { isLoadingMainFrame: true, documentLoaderURL: '' } } },
  { name: 'navigationStart', ph: 'R', ts: 1_000_000, ...PAGE, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:4177/jobs' } } },
  ...tasks,
];

describe('mainThreadWork', () => {
  it("adds the page main thread's top-level tasks from navigation start to the given time, clipped at both ends", () => {
    const figures = mainThreadWork(
      trace(
        task(-50, 30), // before the navigation
        task(-5, 10), // 5 ms of it after navigation start
        task(20, 10),
        task(40, 60), // 40 ms of it before the data is painted
        task(0, 500, { pid: 7, tid: 9 }), // another thread
        task(0, 500, { pid: 3, tid: 1 }), // the browser process
        task(200, 5), // after the data is painted
      ),
      80,
    );
    expect(figures.mainThreadMs).toBeCloseTo(5 + 10 + 40);
    // A task that overlaps the span counts with its whole length: it blocked the page that long.
    expect(figures.longestTaskMs).toBe(60);
  });

  it('refuses a trace without the page navigation or its main thread', () => {
    expect(() => mainThreadWork([], 100)).toThrow('no navigation start');
    const withoutMainThread = trace().filter((event) => event.args?.name !== 'CrRendererMain');
    expect(() => mainThreadWork(withoutMainThread, 100)).toThrow('no renderer main thread');
  });
});
