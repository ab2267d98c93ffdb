import { shareOptions, type StoredShareOptions } from '../lib/share-options.ts';

/** How the next files are shared, re-rendering when any tab changes it. */
export const useShareOptions = (): StoredShareOptions => shareOptions.useValue();
