import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { APP, UPSTREAM } from './environment.ts';
import { clientTagFor } from './contract-server/client-tag.ts';
import type { Fault, RecordedRequest } from './contract-server/types.ts';

export type UpstreamName =
  'colleges' | 'jobs' | 'swap' | 'upload' | 'upload-files' | 'countries' | 'bpi' | 'coinbase' | 'bpi-history' | 'bpi-stream' | 'coffee';

/** Drives the contract server's control API. */
export const upstream = {
  /** Injects a fault that only this test worker's browser meets (see client-tag.ts). */
  async fault(service: UpstreamName, fault: Fault) {
    await call('POST', 'faults', service, { client: ownClient(), ...fault });
  },
  async clearFaults(service: UpstreamName) {
    await call('DELETE', 'faults', service);
  },
  async requests(service: UpstreamName): Promise<RecordedRequest[]> {
    return (await call('GET', 'requests', service)) as RecordedRequest[];
  },
  async clearRequests(service: UpstreamName) {
    await call('DELETE', 'requests', service);
  },
  async setState(service: UpstreamName, patch: Record<string, unknown>) {
    await call('POST', 'state', service, patch);
  },
  async resetState(service: UpstreamName) {
    await call('DELETE', 'state', service);
  },
  /** Clears faults, recorded requests and state. */
  async reset(service: UpstreamName) {
    await Promise.all([this.clearFaults(service), this.clearRequests(service), this.resetState(service)]);
  },
};

/** This test worker's tag (see client-tag.ts); none outside a test. */
function ownClient(): string | undefined {
  try {
    return clientTagFor(base.info().parallelIndex);
  } catch {
    return undefined;
  }
}

/** Faults, request logs and their clearing concern this worker's browser only; states are shared. */
async function call(method: string, what: string, service: string, body?: unknown) {
  const client = what === 'state' ? undefined : ownClient();
  const response = await fetch(`${UPSTREAM}/__control/${what}?service=${service}${client ? `&client=${encodeURIComponent(client)}` : ''}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${method} ${what} ${service}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * For a service spec that visits the overview: requests to the other upstreams are refused, so
 * they never land in request logs that other spec files, running in parallel, are counting.
 */
export async function onlyUpstreams(page: Page, ...names: UpstreamName[]) {
  const allowed = (path: string) => names.some((name) => path.startsWith(`/${name}/`) || path.startsWith(`/proxy/${name}/`));
  await page.route(
    (url) => (url.origin === UPSTREAM || (url.origin === APP && url.pathname.startsWith('/proxy/'))) && !allowed(url.pathname),
    (route) => route.abort(),
  );
  // WebSocket upstreams (the bitcoin feed) are closed before they reach the contract server.
  await page.routeWebSocket(
    (url) => url.origin === UPSTREAM.replace(/^http/, 'ws') && !allowed(url.pathname),
    (socket) => socket.close(),
  );
}

/** Fails on WCAG A/AA violations on the current page. */
export async function expectNoAxeViolations(page: Page) {
  // Contrast is judged on the settled page, not midway through a hover or theme transition
  // (only transitions end: a skeleton's pulse runs for ever). Bounded: a transition on an element
  // that is not being rendered may never report its end.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Every test fails on an uncaught page error or a Content-Security-Policy violation.
 */
export const test = base.extend<{ pageProblems: string[] }, { browserUserAgent: string }>({
  browserUserAgent: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const userAgent = await page.evaluate(() => navigator.userAgent);
      await page.close();
      await use(userAgent);
    },
    { scope: 'worker' },
  ],
  // The configured User-Agent (else the browser's own), tagged with this worker's index (see client-tag.ts).
  userAgent: async ({ userAgent, browserUserAgent }, use, testInfo) => use(`${userAgent ?? browserUserAgent} ${clientTagFor(testInfo.parallelIndex)}`),
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
      });
      // Some violations (a refused eval inside a try) reach no console; the page's event sees all.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI}`),
        ),
      );
      await use(problems);
      expect(problems, 'uncaught errors or CSP violations on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Empties the app's persisted query cache, as on a visit after its answers went stale: the next
 * page load asks the upstreams again instead of painting the saved answers. The rest of the app's
 * database (the board, saved jobs) stays; a database not made yet is not made here.
 */
export async function forgetCachedAnswers(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const opened = indexedDB.open('dashboard');
        opened.onupgradeneeded = () => opened.transaction?.abort();
        opened.onerror = () => resolve();
        opened.onsuccess = () => {
          const database = opened.result;
          if (!database.objectStoreNames.contains('query-cache')) {
            database.close();
            return resolve();
          }
          const clearing = database.transaction('query-cache', 'readwrite');
          clearing.objectStore('query-cache').clear();
          clearing.oncomplete = () => {
            database.close();
            resolve();
          };
        };
      }),
  );
}

/** Empties the persisted answers from a page of the app's origin that runs none of the app. */
export async function forgetSavedAnswers(page: Page) {
  await page.goto('/healthz');
  await forgetCachedAnswers(page);
}

/** Whether the app's persisted query cache holds text (the cache is written a moment after each answer). */
export function cachedAnswersInclude(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const opened = indexedDB.open('dashboard');
        opened.onupgradeneeded = () => opened.transaction?.abort();
        opened.onerror = () => resolve(false);
        opened.onsuccess = () => {
          const database = opened.result;
          if (!database.objectStoreNames.contains('query-cache')) {
            database.close();
            return resolve(false);
          }
          const read = database.transaction('query-cache').objectStore('query-cache').get('queries');
          read.onsuccess = () => {
            database.close();
            resolve(typeof read.result === 'string' && read.result.includes(wanted));
          };
          read.onerror = () => resolve(false);
        };
      }),
    text,
  );
}
