/** Who made a write: a draft's identity, or none for a discrete choice made by the page. */
export type Author = object | undefined;

/** One write this page made to its query string. */
export interface UrlWrite {
  search: string;
  author: Author;
  /** The parameters whose values this write changed. */
  changed: ReadonlySet<string>;
}

/**
 * What a navigation was, seen from the page: its own writes arriving (`own`, with the writes that
 * arrived with it), or a change from outside (back/forward, a link, the nav link to this page).
 */
export interface Arrival {
  key: string;
  /** Counts the navigations the page has shown: a later navigation has a larger number. */
  seq: number;
  /** The query string shown, normalised. */
  search: string;
  own: boolean;
  writes: readonly UrlWrite[];
}

export type ParamsUpdate = (previous: URLSearchParams) => URLSearchParams;

const normalise = (search: string) => new URLSearchParams(search).toString();

function changedParams(before: URLSearchParams, after: URLSearchParams): Set<string> {
  const changed = new Set<string>();
  for (const name of new Set([...before.keys(), ...after.keys()]))
    if (before.getAll(name).join('\u0000') !== after.getAll(name).join('\u0000') || before.has(name) !== after.has(name)) changed.add(name);
  return changed;
}

/**
 * The page's record of its own URL writes, so that every write starts from the latest one (not
 * from the last render's URL, which lags behind a burst of writes), and every navigation can be
 * told apart: the page's own writes arriving, or a change from outside. Plain logic: the React
 * side is `url-state.tsx`.
 */
export class UrlWrites {
  private latest: string;
  private pending: UrlWrite[] = [];
  private last: Arrival;
  private author: Author;
  private readonly waiting = new Map<object, () => void>();
  private readonly drafts = new Map<object, { params: readonly string[]; onReplaced: () => void }>();
  private readonly replaced = new Map<object, number>();
  private readonly listeners = new Set<() => void>();

  constructor(key: string, search: string) {
    this.latest = normalise(search);
    this.last = { key, seq: 0, search: this.latest, own: true, writes: [] };
  }

  /**
   * Applies `update` to the latest URL. A choice (a write with no draft as author) first sends
   * every draft still waiting for its pause, so it carries what was typed; a draft's own write
   * does not, or it would send another box's text half typed. Returns the params to navigate to,
   * or undefined when the URL already says exactly this.
   */
  write(update: ParamsUpdate): URLSearchParams | undefined {
    if (this.author === undefined) this.flushWaiting();
    const before = new URLSearchParams(this.latest);
    const next = update(new URLSearchParams(this.latest));
    const search = next.toString();
    if (search === this.latest) return undefined;
    this.latest = search;
    this.pending.push({ search, author: this.author, changed: changedParams(before, next) });
    return next;
  }

  /** Runs `send` with its writes marked as `author`'s. */
  as(author: object, send: () => void) {
    const outer = this.author;
    this.author = author;
    try {
      send();
    } finally {
      this.author = outer;
    }
  }

  /** Whether the write under way is a draft's (typed text sent after a pause), not a choice. */
  get typing(): boolean {
    return this.author !== undefined;
  }

  /**
   * What the navigation now shown is, without recording it: pure, so a render may ask (React may
   * render one navigation twice, or skip one of a burst). The same navigation (its key and URL)
   * gives the same Arrival. A URL change that keeps the key (a script's pushState with the same
   * state) is a navigation too.
   */
  classify(key: string, search: string): Arrival {
    const shown = normalise(search);
    if (key === this.last.key && shown === this.last.search) return this.last;
    const index = this.pending.findIndex((write) => write.search === shown);
    return { key, seq: this.last.seq + 1, search: shown, own: index >= 0, writes: index >= 0 ? this.pending.slice(0, index + 1) : [] };
  }

  /** Records a navigation once it is shown (after its render commits): its writes have arrived. */
  settle(arrival: Arrival) {
    if (arrival === this.last) return;
    this.last = arrival;
    if (arrival.own) this.pending = this.pending.filter((write) => !arrival.writes.includes(write));
    else this.pending = [];
    if (this.pending.length === 0) this.latest = arrival.search;
    let replacedAny = false;
    for (const [owner, draft] of this.drafts) {
      if (!replacesDraft(arrival, owner, draft.params)) continue;
      this.replaced.set(owner, arrival.seq);
      draft.onReplaced();
      replacedAny = true;
    }
    if (replacedAny) for (const listener of [...this.listeners]) listener();
  }

  /**
   * A field's draft over `params`: when a navigation replaces it, `onReplaced` runs (the draft
   * drops its waiting write) and `replacedAt` names that navigation. Returns the unregistering.
   */
  register(owner: object, params: readonly string[], onReplaced: () => void): () => void {
    this.drafts.set(owner, { params, onReplaced });
    return () => {
      this.drafts.delete(owner);
      this.replaced.delete(owner);
    };
  }

  /** The number of the last shown navigation that replaced this draft (0: none). */
  replacedAt(owner: object): number {
    return this.replaced.get(owner) ?? 0;
  }

  /** Listens for drafts being replaced (for useSyncExternalStore). */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Classifies a navigation and records it at once (outside React). */
  arrive(key: string, search: string): Arrival {
    const arrival = this.classify(key, search);
    this.settle(arrival);
    return arrival;
  }

  /** A draft waiting for a pause in typing: the next write by anyone sends it first. */
  hold(owner: object, send: () => void) {
    this.waiting.set(owner, send);
  }

  release(owner: object) {
    this.waiting.delete(owner);
  }

  private flushWaiting() {
    for (const [owner, send] of [...this.waiting]) {
      this.waiting.delete(owner);
      send();
    }
  }
}

/** Whether a navigation should replace a draft over `params`: it came from outside, or another control wrote one of them. */
export const replacesDraft = (arrival: Arrival, owner: object, params: readonly string[]) =>
  !arrival.own || arrival.writes.some((write) => write.author !== owner && params.some((param) => write.changed.has(param)));
