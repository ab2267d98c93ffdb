import { useEffect } from 'react';
import type { School } from '../api/schemas.ts';
import { MAX_COMPARE } from '../lib/compare-ids.ts';
import { addToTray } from '../lib/compare-tray.ts';
import { useTray } from './use-tray.ts';

/**
 * Puts the compared schools into the tray, in the link's order (`order`: its ids, comma-joined),
 * once their names are known: a shared link arrives with an empty tray. Returns a sentence when
 * the tray is too full to take them all.
 */
export function useFillTray(schools: readonly School[] | undefined, order: string): string {
  const tray = useTray();
  useEffect(() => {
    for (const id of order.split(',')) {
      const school = schools?.find((candidate) => String(candidate.id) === id);
      if (school) addToTray({ id: school.id, name: school['school.name'] });
    }
  }, [schools, order]);
  const left = (schools ?? []).filter((school) => !tray.some((entry) => entry.id === school.id)).length;
  if (left === 0 || tray.length < MAX_COMPARE) return '';
  return `The tray is full, so ${left === 1 ? 'one school' : `${left} schools`} of this comparison could not join it.`;
}
