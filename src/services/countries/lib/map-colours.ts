import type { LegendEntry } from '../../../shared/ui/map/map-legend.tsx';
import { compareText } from '../../../shared/lib/text-order.ts';

/** One colour per continent (Okabe–Ito, told apart with the common colour-vision deficiencies). */
const CONTINENT_COLOURS: Readonly<Record<string, string>> = {
  AF: '#E69F00',
  AN: '#999999',
  AS: '#56B4E9',
  EU: '#009E73',
  NA: '#F0E442',
  OC: '#CC79A7',
  SA: '#D55E00',
};
const OTHER_CONTINENT = '#7f7f7f';

export const continentColour = (code: string) => CONTINENT_COLOURS[code] ?? OTHER_CONTINENT;

/** The accent token marks a match; other countries are the plain land colour. */
export const MATCH_CLASS = 'fill-accent';
export const PLAIN_CLASS = 'fill-zinc-200 dark:fill-zinc-700';

export type MapColouring = 'continent' | 'match';

/** The key for what the map shows: the continents present, or matches against the rest. */
export function legendFor(colouring: MapColouring, continents: readonly { code: string; name: string }[], matchLabel: string): LegendEntry[] {
  if (colouring === 'match')
    return [
      { label: matchLabel, className: MATCH_CLASS },
      { label: 'Other countries', className: PLAIN_CLASS },
    ];
  const seen = new Map(continents.map((continent) => [continent.code, continent.name]));
  return [...seen].sort((a, b) => compareText(a[1], b[1])).map(([code, name]) => ({ label: name, colour: continentColour(code) }));
}
