import { endpointFor } from '../../../../shared/config/endpoints.ts';
import { demoSocketsReady } from '../../../../shared/http/demo-gate.ts';
import { logRequestEnd, logRequestStart } from '../../../../shared/http/request-log.ts';
import { afterFirstPaint } from '../../../../shared/lib/first-paint.ts';
import { tabScope } from '../../../../shared/lib/tab-scope.ts';
import { getTicker } from '../../api/history.ts';
import { createFeedClient, type FeedClient } from './feed-client.ts';
import { FEED_PRODUCTS, currencyOfProduct, type Tick } from './feed-messages.ts';

/** The REST ticker of each product, as ticks (trades older than the ones shown are ignored as usual). */
async function restTicks(): Promise<Tick[]> {
  const endpoint = endpointFor('bpi-history');
  const replies = await Promise.allSettled(FEED_PRODUCTS.map((product) => getTicker(endpoint, currencyOfProduct(product))));
  return replies.flatMap((reply, index) => {
    if (reply.status !== 'fulfilled' || !reply.value.time) return [];
    const time = Date.parse(reply.value.time.replace(/(\.\d{3})\d+Z$/, '$1Z'));
    if (Number.isNaN(time)) return [];
    const product = FEED_PRODUCTS[index]!;
    return [{ product, currency: currencyOfProduct(product), price: String(reply.value.price), time }];
  });
}

/** Each attempt shows in the request inspector: the address, 101 when it opened, or why not. */
function logAttempt(url: string) {
  const id = logRequestStart({ service: 'bpi-stream', method: 'GET', url, headers: { Upgrade: 'websocket' } });
  return ({ opened, detail }: { opened: boolean; detail?: string }) =>
    logRequestEnd('bpi-stream', id, opened ? { status: 101, outcome: 'ok' } : { outcome: 'error', errorKind: detail ?? 'refused' });
}

const DEMO_WORKER_AFTER_PAINT_MS = 3000;
const demoFeedReady = () =>
  afterFirstPaint()
    .then(() => new Promise((resolve) => setTimeout(resolve, DEMO_WORKER_AFTER_PAINT_MS)))
    .then(() => demoSocketsReady() ?? Promise.resolve());

/** The tab's one feed connection, created on first use. */
export const bpiFeed: () => FeedClient = tabScope.define(createTabFeed, (feed) => feed.dispose());

function createTabFeed(): FeedClient {
  const created = createFeedClient({
    url: () => endpointFor('bpi-stream').base,
    // Demo builds: the feed is simulated in the page, and the socket waits until it is ready,
    // so a demo never reaches the real feed. The demo worker starts when the demo would start it
    // anyway (3 s after the first paint), not in the middle of the page's first work.
    beforeOpen: import.meta.env.VITE_MSW === '1' ? demoFeedReady : undefined,
    seed: restTicks,
    onAttempt: logAttempt,
  });
  document.addEventListener('visibilitychange', () => created.setHidden(document.visibilityState === 'hidden'));
  return created;
}
