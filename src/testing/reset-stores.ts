import { tabScope } from '../shared/lib/tab-scope.ts';

/**
 * Ends the tab's scope, as a new page load would: the query client, the upload queue, the live
 * feed, the request log and every stored value's cached copy are made afresh on their next use
 * (stored values then read storage again). Runs after every test; a test that imitates a new
 * visit calls it itself.
 */
export const resetStores = () => tabScope.reset();
