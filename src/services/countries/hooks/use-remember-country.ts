import { useEffect } from 'react';
import { recordRecentCountry, type RecentCountry } from '../lib/recent-countries.ts';

/** Records a country page once it has shown its country (for the command palette's recent items). */
export function useRememberCountry(country: RecentCountry | undefined) {
  const code = country?.code;
  const name = country?.name;
  useEffect(() => {
    if (code && name) recordRecentCountry(code, name);
  }, [code, name]);
}
