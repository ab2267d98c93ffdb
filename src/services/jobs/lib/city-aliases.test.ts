import { describe, expect, it } from 'vitest';
import { CITY_ALIASES, locationTerms, placeKey, placeMatches } from './city-aliases.ts';

const matches = (location: string, query: string) => placeMatches(placeKey(location), locationTerms(query));

describe('location matching', () => {
  it.each([
    ['München', 'Munich'],
    ['Munich, Bavaria, Germany', 'münchen'],
    ['Köln', 'Cologne'],
    ['Köln', 'koln'],
    ['Köln', 'KOELN'],
    ['Wien', 'Vienna'],
    ['Zürich', 'zurich'],
    ['Frankfurt am Main', 'Frankfurt'],
    ['Frankfurt', 'Frankfurt am Main'],
    ['Nürnberg', 'Nuremberg'],
    ['Düsseldorf', 'dusseldorf'],
    ['Berlin, Berlin, Germany', 'berlin'],
    ['Remote, Germany', 'Deutschland'],
  ])('%s is found by "%s"', (location, query) => {
    expect(matches(location, query)).toBe(true);
  });

  it('matches at word starts only, so a short name does not match inside another', () => {
    expect(matches('Bromberg', 'Rom')).toBe(false);
    expect(matches('Rome', 'Rom')).toBe(true);
    expect(matches('Hamburg', 'burg')).toBe(false);
    expect(matches('Köln', 'Munich')).toBe(false);
  });

  it('widens a begun name of three letters or more to its aliases', () => {
    expect(matches('Köln', 'col')).toBe(true);
    expect(matches('Köln', 'co')).toBe(false);
    expect(matches('Munich', 'mün')).toBe(true);
    expect(matches('Nürnberg', 'nurem')).toBe(true);
  });

  it('an empty query matches everything', () => {
    expect(locationTerms('  ')).toEqual([]);
    expect(matches('Anywhere', '')).toBe(true);
  });

  it('puts no name in two groups', () => {
    const groupsOf = new Map<string, Set<number>>();
    CITY_ALIASES.forEach((group, index) => group.forEach((name) => groupsOf.set(placeKey(name), (groupsOf.get(placeKey(name)) ?? new Set()).add(index))));
    expect([...groupsOf].filter(([, groups]) => groups.size > 1)).toEqual([]);
  });
});
