/**
 * WebKit keeps a hidden page in its back/forward cache with its IndexedDB transactions as they
 * were: one left unfinished there keeps its stores locked, and the next page's reads and writes of
 * those stores wait until the cached page is thrown away (minutes). So when the page is hidden,
 * every transaction it has not finished is aborted, and an operation cut short that way runs again
 * if the page is shown from the cache.
 */

const unfinished = new Set<IDBTransaction>();
let hidden = 0;
let shownAgain: Promise<void> | undefined;
let following = false;

function follow() {
  if (following || typeof addEventListener === 'undefined') return;
  following = true;
  addEventListener('pagehide', () => {
    hidden += 1;
    // A transaction already committing (commitNow) finishes in the database without the page.
    for (const transaction of unfinished)
      try {
        transaction.abort();
      } catch {
        // committing or finished: nothing holds its stores
      }
    unfinished.clear();
  });
}

/** Keeps a transaction until it ends, so hiding the page can abort it. */
export function tracked(transaction: IDBTransaction): IDBTransaction {
  follow();
  unfinished.add(transaction);
  const end = () => unfinished.delete(transaction);
  transaction.addEventListener('complete', end);
  transaction.addEventListener('abort', end);
  transaction.addEventListener('error', end);
  return transaction;
}

/**
 * Commits a write whose requests are all made, so it finishes in the database even if the page is
 * hidden before it hears back (a transaction the hiding already aborted has nothing to commit).
 */
export function commitNow(transaction: IDBTransaction) {
  if (unfinished.has(transaction)) transaction.commit();
}

/** How many times the page has been hidden so far: an operation that failed after it changed was cut short. */
export const hideCount = () => hidden;

/** Resolves when the page is shown again from the back/forward cache. */
export function whenShownAgain(): Promise<void> {
  shownAgain ??= new Promise<void>((resolve) =>
    addEventListener('pageshow', function shown(event: PageTransitionEvent) {
      if (!event.persisted) return;
      removeEventListener('pageshow', shown);
      shownAgain = undefined;
      resolve();
    }),
  );
  return shownAgain;
}
