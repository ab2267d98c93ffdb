import { foldText } from '../../../shared/lib/fold-text.ts';

/**
 * Places people write in more than one language or spelling. Any name in a group finds the
 * others: "Munich" finds jobs in "München", "koeln" finds "Köln". Compared folded (foldText).
 */
const CITY_ALIASES: readonly (readonly string[])[] = [
  ['München', 'Munich', 'Muenchen', 'Monaco di Baviera'],
  ['Köln', 'Cologne', 'Koeln'],
  ['Wien', 'Vienna', 'Vienne'],
  ['Zürich', 'Zurich', 'Zuerich'],
  ['Frankfurt am Main', 'Frankfurt', 'Frankfurt a. M.', 'Frankfurt/Main'],
  ['Nürnberg', 'Nuremberg', 'Nuernberg'],
  ['Düsseldorf', 'Dusseldorf', 'Duesseldorf'],
  ['Hannover', 'Hanover'],
  ['Braunschweig', 'Brunswick'],
  ['Genf', 'Geneva', 'Genève', 'Ginevra'],
  ['Basel', 'Bâle', 'Basle'],
  ['Luzern', 'Lucerne'],
  ['Prag', 'Prague', 'Praha'],
  ['Warschau', 'Warsaw', 'Warszawa'],
  ['Krakau', 'Kraków', 'Cracow'],
  ['Breslau', 'Wrocław'],
  ['Mailand', 'Milan', 'Milano'],
  ['Rom', 'Rome', 'Roma'],
  ['Venedig', 'Venice', 'Venezia'],
  ['Lissabon', 'Lisbon', 'Lisboa'],
  ['Kopenhagen', 'Copenhagen', 'København'],
  ['Brüssel', 'Brussels', 'Bruxelles', 'Brussel'],
  ['Antwerpen', 'Antwerp', 'Anvers'],
  ['Den Haag', 'The Hague', "'s-Gravenhage"],
  ['Göteborg', 'Gothenburg'],
  ['Athen', 'Athens', 'Athína'],
  ['Luxemburg', 'Luxembourg'],
  ['Deutschland', 'Germany', 'Allemagne'],
  ['Österreich', 'Austria'],
  ['Schweiz', 'Switzerland', 'Suisse', 'Svizzera'],
  ['Niederlande', 'Netherlands', 'Nederland', 'Holland'],
];

/** Folded, with every run of punctuation or space as one space and a leading space: word starts are " word". */
export const placeKey = (text: string) =>
  ` ${foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}`;

// Built on the first location query, not when the module loads: the overview and the list's
// first paint load this module and need none of it.
let groupKeys: string[][] | undefined;
const aliasGroupKeys = () => (groupKeys ??= CITY_ALIASES.map((group) => group.map(placeKey)));

/** How short a typed name may be and still widen to its aliases ("mun" → München, Munich). */
const MIN_PREFIX = 3;

/**
 * What a location query looks for, as placeKeys: the query itself, plus every name of each
 * alias group that the query names or begins (at least three letters).
 */
export function locationTerms(query: string): string[] {
  const typed = placeKey(query);
  if (typed === ' ') return [];
  const terms = new Set([typed]);
  for (const group of aliasGroupKeys()) {
    if (group.some((name) => name === typed || (typed.length > MIN_PREFIX && name.startsWith(typed)))) for (const name of group) terms.add(name);
  }
  return [...terms];
}

/** A place (a placeKey) matches when one of the terms starts one of its words. */
export const placeMatches = (place: string, terms: readonly string[]) => terms.length === 0 || terms.some((term) => place.includes(term));
