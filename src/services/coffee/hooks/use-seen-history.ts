import { useMemo } from 'react';
import { seenPictures, visibleHistory, type SeenPicture } from '../lib/session.ts';

/** The history this session shows, re-rendering when any tab records a picture. */
export function useSeenHistory(seed: string): SeenPicture[] {
  const entries = seenPictures.useList();
  return useMemo(() => visibleHistory(entries, seed), [entries, seed]);
}
