/** How long a persisted answer may be restored after it was saved. */
export const PERSISTED_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * Spread into the options of a query whose answers survive a reload (kept in IndexedDB by the
 * app's persister). Only public data qualifies: never a swap quote, a market rate, or anything
 * whose key or answer carries a secret. `gcTime` matches the store's age limit, or restored data
 * would be collected before a page asks for it.
 */
export const PERSISTED = { meta: { persist: true }, gcTime: PERSISTED_MAX_AGE_MS } as const;

/** When this page was opened: data older than this came from the persisted cache. */
export const PAGE_OPENED_AT = Date.now();
