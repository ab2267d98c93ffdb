import type { QueryClient } from '@tanstack/react-query';

/** What a palette entry may use when it runs. */
export interface PaletteContext {
  navigate: (to: string) => void;
  /** The app's query client, loaded on demand (the palette lives outside the data pages). */
  queryClient: () => Promise<QueryClient>;
}

/** One thing the command palette offers: a place to go or an action to run. */
export interface PaletteEntry {
  id: string;
  label: string;
  group: 'Go to' | 'Saved' | 'Recent' | 'Actions';
  /** Extra words it is found by (e.g. a school's city). */
  keywords?: string;
  /** Where it goes; an entry has `to`, `run`, or both (go there, then act). */
  to?: string;
  run?: (context: PaletteContext) => void | Promise<void>;
}

/**
 * A slice's contribution, read each time the palette opens so it shows the slice's current
 * saved and recent items. Loaded lazily with the palette, never on first load.
 */
export type PaletteSource = () => PaletteEntry[] | Promise<PaletteEntry[]>;
