import { vi } from 'vitest';
import { resetStores } from './reset-stores.ts';

/** The browser reports `tags` as its languages, as on a fresh page load (the tab's locale is chosen anew). */
export function readAs(...tags: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(tags[0] ?? '');
  resetStores();
}
