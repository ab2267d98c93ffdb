import { describe, expect, it } from 'vitest';
import { continentOptions } from './continents.ts';
import { continentColour, legendFor, MATCH_CLASS } from './map-colours.ts';

describe('map colours and keys', () => {
  it('gives every continent the API knows its own colour', () => {
    const known = continentOptions(undefined, undefined);
    expect(known).toHaveLength(7);
    const colours = known.map((continent) => continentColour(continent.code));
    expect(new Set([...colours, continentColour('ZZ')]).size).toBe(known.length + 1);
    expect(continentColour('ZZ')).toBe('#7f7f7f');
  });

  it('keys the continents present, by name, once each', () => {
    const legend = legendFor(
      'continent',
      [
        { code: 'EU', name: 'Europe' },
        { code: 'AF', name: 'Africa' },
        { code: 'EU', name: 'Europe' },
      ],
      '',
    );
    expect(legend).toEqual([
      { label: 'Africa', colour: '#E69F00' },
      { label: 'Europe', colour: '#009E73' },
    ]);
  });

  it('keys matches against the other countries when a search or filter narrows the list', () => {
    expect(legendFor('match', [], 'Pays in EUR').map((entry) => [entry.label, entry.className?.split(' ')[0]])).toEqual([
      ['Pays in EUR', MATCH_CLASS],
      ['Other countries', 'fill-zinc-200'],
    ]);
  });
});
