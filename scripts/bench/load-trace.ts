// A page load traced on a slowed CPU (Chromium's own throttling over CDP), read the way Lighthouse
// reads main-thread work: the renderer main thread's top-level tasks. Figures per load:
// - mainThreadMs: the main thread's busy time from navigation start to the first data painted;
// - longestTaskMs: the longest of those tasks;
// - readyMs: navigation start to the frame that paints the first data;
// - answerToPaintMs: the last upstream answer's last byte before that frame, to that frame.
import type { Browser } from '@playwright/test';

export interface LoadProbe {
  route: string;
  /** The first element drawn from upstream data, the same in both builds, and texts it must hold. */
  ready: string;
  readyTexts?: string[];
}

export interface LoadFigures {
  mainThreadMs: number;
  longestTaskMs: number;
  readyMs: number;
  answerToPaintMs: number;
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing', 'loading', '__metadata'];

/**
 * Loads `origin + probe.route` in a fresh context at `cpuRate`x slowdown and returns its figures.
 * `upstreamOrigin` tells the data answers apart from the app's own files.
 */
export async function traceLoad(browser: Browser, origin: string, upstreamOrigin: string, probe: LoadProbe, cpuRate: number): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    // A string, not a function: tsx's helpers would not exist in the page.
    await page.addInitScript(readyWatcher(probe));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${origin}${probe.route}`);
    const timeout = 30_000 * cpuRate;
    await page.waitForFunction(() => (window as unknown as { __benchReady: { readyAt: number } }).__benchReady.readyAt >= 0, undefined, { timeout });
    const { readyMs, answerEndMs } = await page.evaluate((upstream) => {
      const readyAt = (window as unknown as { __benchReady: { readyAt: number } }).__benchReady.readyAt;
      const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.startsWith(upstream) || entry.name.includes('/proxy/'))
        .map((entry) => entry.responseEnd)
        .filter((end) => end > 0 && end <= readyAt);
      return { readyMs: readyAt, answerEndMs: answers.length > 0 ? Math.max(...answers) : Number.NaN };
    }, upstreamOrigin);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const { mainThreadMs, longestTaskMs } = mainThreadWork(trace.traceEvents, readyMs);
    return { mainThreadMs, longestTaskMs, readyMs, answerToPaintMs: readyMs - answerEndMs };
  } finally {
    await context.close();
  }
}

/** Busy time and longest task of the page's main thread from navigation start to `untilMs` after it. */
export function mainThreadWork(events: TraceEvent[], untilMs: number) {
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http'))
    .at(-1);
  if (!navigation) throw new Error('the trace has no navigation start');
  const mainThread = events.find(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navigation.pid,
  );
  if (!mainThread) throw new Error('the trace has no renderer main thread for the page');
  const start = navigation.ts;
  const end = start + untilMs * 1000;
  let busy = 0;
  let longest = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== mainThread.pid || event.tid !== mainThread.tid) continue;
    const from = Math.max(event.ts, start);
    const to = Math.min(event.ts + (event.dur ?? 0), end);
    if (to <= from) continue;
    busy += to - from;
    longest = Math.max(longest, (event.dur ?? 0) / 1000);
  }
  return { mainThreadMs: busy / 1000, longestTaskMs: longest };
}

/** Sets `window.__benchReady.readyAt` at the frame after the probe's element (with its texts) appears. */
const readyWatcher = (probe: LoadProbe) => `(() => {
  const selector = ${JSON.stringify(probe.ready)};
  const texts = ${JSON.stringify(probe.readyTexts ?? [])};
  const mark = { readyAt: -1 };
  window.__benchReady = mark;
  const check = () => {
    const found = document.querySelector(selector);
    if (!found || !texts.every((text) => found.textContent.includes(text))) return false;
    requestAnimationFrame(() => (mark.readyAt = performance.now()));
    return true;
  };
  const observer = new MutationObserver(() => check() && observer.disconnect());
  document.addEventListener('DOMContentLoaded', () => check() || observer.observe(document.body, { childList: true, subtree: true, characterData: true }));
})();`;
