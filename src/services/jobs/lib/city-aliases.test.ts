import { describe, expect, it } from 'vitest';
import { locationTerms, placeKey, placeMatches } from './city-aliases.ts';

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

  it('puts no name in two groups: every alias a name widens to widens to the same names', () => {
    // Every three-letter start widens to the groups one of whose names it begins: together, every name.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const names = new Set<string>();
    for (const a of letters)
      for (const b of letters)
        for (const c of letters)
          locationTerms(a + b + c)
            .slice(1)
            .forEach((name) => names.add(name));
    expect(names).toContain(' monaco di baviera');
    expect(names).toContain(' s gravenhage');
    const group = (name: string) => locationTerms(name).sort();
    for (const name of names) for (const alias of group(name)) expect(group(alias), `${name} → ${alias}`).toEqual(group(name));
  });
});
