import { sessionStore } from '../storage/web-storage.ts';

const STORAGE_PREFIX = 'dashboard.list-view:' as const;

/**
 * Remembers how a list page is shown (its query string: search, filters, sort, page) under the
 * list's path, for the tab's session, so its detail pages can lead back to the same view.
 */
export function rememberListView(listPath: string, search: string) {
  // Storage is off: the detail pages lead back to the list's first view.
  sessionStore.write(`${STORAGE_PREFIX}${listPath}`, search);
}

/** The list at `listPath` as the user left it in this tab, or its first view. */
export function listViewHref(listPath: string): string {
  const search = sessionStore.read(`${STORAGE_PREFIX}${listPath}`);
  return search?.startsWith('?') ? `${listPath}${search}` : listPath;
}
