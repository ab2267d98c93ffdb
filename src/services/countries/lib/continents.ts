import type { Continent } from '../api/country-list.ts';

/** Shown in the filter before the first reply arrives; the reply's own list replaces it. */
const KNOWN_CONTINENTS: Continent[] = [
  { code: 'AF', name: 'Africa' },
  { code: 'AN', name: 'Antarctica' },
  { code: 'AS', name: 'Asia' },
  { code: 'EU', name: 'Europe' },
  { code: 'NA', name: 'North America' },
  { code: 'OC', name: 'Oceania' },
  { code: 'SA', name: 'South America' },
];

/** Keeps a continent from the URL selectable even when the server does not list it. */
export function continentOptions(fromServer: Continent[] | undefined, selected: string | undefined): Continent[] {
  const list = fromServer && fromServer.length > 0 ? fromServer : KNOWN_CONTINENTS;
  return selected && !list.some((continent) => continent.code === selected) ? [...list, { code: selected, name: `Unknown continent` }] : list;
}
