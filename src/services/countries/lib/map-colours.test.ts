import { describe, expect, it } from 'vitest';
import { KNOWN_CONTINENTS } from './continents.ts';
import { CONTINENT_COLOURS, continentColour, legendFor, MATCH_CLASS } from './map-colours.ts';

describe('map colours and keys', () => {
  it('gives every continent the API knows its own colour', () => {
    const colours = KNOWN_CONTINENTS.map((continent) => continentColour(continent.code));
    expect(new Set(colours).size).toBe(KNOWN_CONTINENTS.length);
    expect(Object.keys(CONTINENT_COLOURS).sort()).toEqual(KNOWN_CONTINENTS.map((continent) => continent.code).sort());
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
