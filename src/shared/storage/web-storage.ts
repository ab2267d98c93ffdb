/**
 * The few values kept in localStorage and sessionStorage rather than IndexedDB: each is read
 * synchronously while a page renders (most before its first paint), where IndexedDB answers only
 * later. Every key is listed here, so this file is the inventory of what they hold.
 */
export type LocalKey =
  /** 'light' | 'dark', absent for the system's: applied before the first paint, so no flash. */
  | 'dashboard.theme'
  /** Base URL overrides and slice settings: the first requests are built from them. */
  | 'dashboard.settings.v1'
  /** The board's layout (pinned views, tile sizes), derived from the board in IndexedDB: Pin buttons and the overview's reserved space need it at once. */
  | 'dashboard-board-layout'
  /** The jobs visit ("new since your last visit"): the first list render marks jobs from it. */
  | 'dashboard.jobs.last-seen'
  /** Job marks as an earlier release kept them: read once, moved into IndexedDB, removed. */
  | 'dashboard.jobs.marks'
  /** Which filter panels are open: the panel renders open or closed from its first paint. */
  | 'filter-panels'
  /** Small lists the person owns, shown in the first render of their pages. */
  | 'bpi.alerts.v1'
  | 'dashboard.upload.history.v1'
  | 'dashboard.upload.options.v1'
  | 'dashboard.colleges.compare.v1'
  | 'countries.recent.v1'
  | 'countries.console-history.v1'
  | 'coffee.seen.v1'
  | 'dashboard.swap.recent-pairs.v1'
  | 'dashboard.swap.recent-tokens.v1';

/** Values for this tab's session only. */
export type SessionKey =
  /** A list page's query string, by path, so its detail pages lead back to the same view. */
  | `dashboard.list-view:${string}`
  /** The prices seen during this visit, and which currencies they track (the sparkline). */
  | 'bpi.history.v1'
  | 'bpi.tracked.v1'
  /** The coffee picture on screen and its place in this visit. */
  | 'coffee.session.v1'
  /** Set while an update the person asked for is switching workers across a reload. */
  | 'dashboard.update.switching';

/**
 * One storage area. Storage that is missing, blocked or full never throws: a read gives null and a
 * write reports false, and the caller keeps the value for this visit.
 */
function storageArea<Key extends string>(area: () => Storage | undefined) {
  return {
    read(key: Key): string | null {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(key: Key, value: string): boolean {
      try {
        area()?.setItem(key, value);
        return area() !== undefined;
      } catch {
        return false;
      }
    },
    remove(key: Key) {
      try {
        area()?.removeItem(key);
      } catch {
        // Blocked storage holds nothing to remove.
      }
    },
  };
}

export const localStore = {
  ...storageArea<LocalKey>(() => globalThis.localStorage),
  /** Calls `listener` when another tab changes `key` (or clears the storage). */
  onOtherTabChange(key: LocalKey, listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

export const sessionStore = storageArea<SessionKey>(() => globalThis.sessionStorage);
