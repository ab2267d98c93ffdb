import { useSyncExternalStore } from 'react';
import { getThemeChoice, subscribeToThemeChoice, type ThemeChoice } from '../theme.ts';

/** The person's theme choice, re-rendering when it changes. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeToThemeChoice, getThemeChoice, () => 'system');
}
