import { reconnectDelay } from './backoff.ts';
import { createFrameCoalescer, type CancelFrame, type RequestFrame } from './coalesce.ts';
import { FAILURES_BEFORE_POLLING, INITIAL_FACTS, isSilent, type FeedFacts } from './feed-mode.ts';
import { isNewer, parseFeedMessage, subscribeMessage, type Tick } from './feed-messages.ts';

/** The part of a WebSocket the client uses (the browser's own, or a test's). */
export interface FeedSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface FeedCounts {
  messages: number;
  ticks: number;
  heartbeats: number;
  /** Not JSON, or a known type in the wrong shape. */
  malformed: number;
  /** A type this client does not know (the feed may add some at any time). */
  unknown: number;
  /** A trade older than the one shown. */
  older: number;
}

export interface FeedSnapshot {
  facts: FeedFacts;
  /** The newest trade shown per currency (USD, EUR, GBP). */
  ticks: Readonly<Record<string, Tick>>;
  counts: FeedCounts;
  /** The last message skipped, and why (for the inspector). */
  lastSkipped?: string;
}

export interface FeedOptions {
  url: () => string;
  createSocket?: (url: string) => FeedSocket;
  /** Waited for before every socket is opened (demo builds: the in-browser feed is ready). */
  beforeOpen?: () => Promise<unknown>;
  /** The REST ticker, asked once after every reconnect so the prices are right at once. */
  seed?: () => Promise<Tick[]>;
  /** Told of every attempt and its outcome (the request inspector). */
  onAttempt?: (url: string) => (outcome: { opened: boolean; detail?: string }) => void;
  now?: () => number;
  random?: () => number;
  requestFrame?: RequestFrame;
  cancelFrame?: CancelFrame;
  /** How long the socket stays open once the tab is hidden. */
  hiddenCloseMs?: number;
  /** How long it stays open once nothing on the page shows it (a navigation between two users keeps it). */
  unusedCloseMs?: number;
}

const EMPTY_COUNTS: FeedCounts = { messages: 0, ticks: 0, heartbeats: 0, malformed: 0, unknown: 0, older: 0 };
const WATCHDOG_MS = 1000;

/**
 * One Coinbase Exchange feed connection, shared by everything on the page that shows the price:
 * open while something shows it and the tab is visible (closed a minute after the tab hides),
 * subscribed within the feed's 5 s, reconnected with backoff, and the ticks handed to React at
 * most once per animation frame.
 */
export function createFeedClient(options: FeedOptions) {
  const now = options.now ?? Date.now;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as FeedSocket);
  const hiddenCloseMs = options.hiddenCloseMs ?? 60_000;
  const unusedCloseMs = options.unusedCloseMs ?? 5_000;
  const listeners = new Set<() => void>();

  let snapshot: FeedSnapshot = { facts: INITIAL_FACTS, ticks: {}, counts: EMPTY_COUNTS };
  let socket: FeedSocket | undefined;
  let users = 0;
  let hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setInterval> | undefined;
  /** Bumped whenever the connection is abandoned, so late callbacks of an old attempt do nothing. */
  let generation = 0;
  /** A connection has delivered before: the next successful one is a reconnect and asks the REST ticker. */
  let deliveredBefore = false;
  const counts = { ...EMPTY_COUNTS };
  let lastSkipped: string | undefined;

  const emit = () => {
    snapshot = { facts: snapshot.facts, ticks: snapshot.ticks, counts: { ...counts }, lastSkipped };
    listeners.forEach((listener) => listener());
  };
  const setFacts = (patch: Partial<FeedFacts>) => {
    snapshot = { ...snapshot, facts: { ...snapshot.facts, ...patch } };
  };

  const coalescer = createFrameCoalescer<Tick>(
    (batch) => {
      let ticks = snapshot.ticks;
      for (const [currency, tick] of batch) {
        if (isNewer(tick, ticks[currency])) ticks = { ...ticks, [currency]: tick };
        else counts.older += 1;
      }
      snapshot = { ...snapshot, ticks };
      emit();
    },
    options.requestFrame,
    options.cancelFrame,
  );

  const acceptTick = (tick: Tick) => {
    const newer = isNewer(tick, snapshot.ticks[tick.currency]);
    if (!newer) {
      counts.older += 1;
      coalescer.touch();
      return;
    }
    coalescer.push(tick.currency, tick, (next, waiting) => isNewer(next, waiting));
  };

  const skip = (kind: 'malformed' | 'unknown', detail: string) => {
    counts[kind] += 1;
    lastSkipped = detail;
    coalescer.touch();
  };

  function stopTimers() {
    clearTimeout(retryTimer);
    clearInterval(watchdog);
    retryTimer = undefined;
    watchdog = undefined;
  }

  function abandonSocket() {
    generation += 1;
    stopTimers();
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close(1000, 'Not shown');
      } catch {
        // Already closed.
      }
    }
    socket = undefined;
  }

  function scheduleRetry() {
    const delay = reconnectDelay(snapshot.facts.failures, options.random);
    setFacts({ connection: 'retrying', retryAt: now() + delay });
    retryTimer = setTimeout(() => void open(), delay);
  }

  /** The socket dropped, was refused or fell silent: count it and try again later. */
  function failed(delivered: boolean, detail: string, report?: (outcome: { opened: boolean; detail?: string }) => void) {
    report?.({ opened: false, detail });
    abandonSocket();
    setFacts({ failures: delivered ? 1 : snapshot.facts.failures + 1, openedAt: undefined });
    scheduleRetry();
    coalescer.touch();
  }

  function handleMessage(data: unknown) {
    counts.messages += 1;
    const message = parseFeedMessage(data);
    switch (message.type) {
      case 'ticker':
        counts.ticks += 1;
        setFacts({ lastTradeAt: now(), failures: 0, unavailable: undefined });
        deliveredBefore = true;
        acceptTick(message.tick);
        return;
      case 'heartbeat':
        counts.heartbeats += 1;
        setFacts({ lastHeartbeatAt: now(), failures: 0, unavailable: undefined });
        deliveredBefore = true;
        coalescer.touch();
        return;
      case 'subscriptions':
        return;
      case 'error': {
        const detail = `the feed answered with an error: ${message.message}${message.reason ? ` (${message.reason})` : ''}`;
        lastSkipped = detail;
        abandonSocket();
        setFacts({ unavailable: detail, failures: Math.max(snapshot.facts.failures + 1, FAILURES_BEFORE_POLLING), openedAt: undefined });
        scheduleRetry();
        coalescer.touch();
        return;
      }
      case 'unknown':
        return skip('unknown', `a "${message.name}" message (a type this page does not use)`);
      case 'malformed':
        return skip('malformed', `a malformed message (${message.detail})`);
    }
  }

  async function open() {
    stopTimers();
    const attempt = ++generation;
    setFacts({ connection: 'connecting', retryAt: undefined });
    emit();
    try {
      await options.beforeOpen?.();
    } catch {
      // The demo feed did not start: no socket (it would reach the real feed); counted as a failed attempt.
      if (attempt === generation) failed(false, 'the simulated feed did not start');
      return;
    }
    if (attempt !== generation) return;
    const url = options.url();
    const report = options.onAttempt?.(url);
    let current: FeedSocket;
    try {
      current = createSocket(url);
    } catch (error) {
      // A bad address or a blocked one (CSP): no socket at all, so polling at once.
      report?.({ opened: false, detail: 'could not be opened' });
      setFacts({ unavailable: `the stream cannot be opened (${error instanceof Error ? error.message : String(error)})`, failures: FAILURES_BEFORE_POLLING });
      scheduleRetry();
      emit();
      return;
    }
    socket = current;
    let delivered = false;
    const isReconnect = deliveredBefore;
    current.onopen = () => {
      if (attempt !== generation) return;
      report?.({ opened: true });
      current.send(subscribeMessage());
      setFacts({ connection: 'open', openedAt: now() });
      watchdog = setInterval(() => {
        if (isSilent(snapshot.facts, now())) failed(delivered, 'silent');
      }, WATCHDOG_MS);
      if (isReconnect)
        void options.seed?.().then(
          (ticks) => ticks.forEach(acceptTick),
          () => undefined,
        );
      emit();
    };
    current.onmessage = (event) => {
      if (attempt !== generation) return;
      delivered = true;
      handleMessage(event.data);
    };
    current.onclose = (event) => {
      if (attempt !== generation) return;
      failed(delivered, `closed (${event.code})`, snapshot.facts.connection === 'open' ? undefined : report);
    };
    current.onerror = () => undefined;
  }

  function close() {
    abandonSocket();
    coalescer.cancel();
    setFacts({ connection: 'idle', retryAt: undefined, openedAt: undefined });
    emit();
  }

  /** Opens when someone shows the price and the tab is visible; closes otherwise (after a grace). */
  function reconcile() {
    const wanted = users > 0 && !hidden;
    if (wanted) {
      clearTimeout(closeTimer);
      closeTimer = undefined;
      if (snapshot.facts.connection === 'idle') void open();
      return;
    }
    if (snapshot.facts.connection === 'idle' || closeTimer !== undefined) return;
    closeTimer = setTimeout(
      () => {
        closeTimer = undefined;
        close();
      },
      users > 0 ? hiddenCloseMs : unusedCloseMs,
    );
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Something that shows the price is on screen; call the returned function when it goes. */
    retain() {
      users += 1;
      reconcile();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        reconcile();
      };
    },
    setHidden(next: boolean) {
      hidden = next;
      reconcile();
    },
    /** Ends everything, telling no one (tests). */
    dispose() {
      listeners.clear();
      clearTimeout(closeTimer);
      close();
    },
  };
}

export type FeedClient = ReturnType<typeof createFeedClient>;
