import { describe, expect, it } from 'vitest';
import { placeCountries } from './place-countries.ts';
import { SHAPE_BY_CODE, WORLD_DOTS, WORLD_SHAPES, WORLD_WIDTH } from './world-shapes.ts';

const country = (code: string, name = code) => ({ code, name, continent: { code: 'EU', name: 'Europe' } });

describe('world shapes (Equal Earth, 110m)', () => {
  it('names the shapes by alpha-2 and puts them in their place: Brazil west of Japan, Norway north of Chad', () => {
    expect(WORLD_SHAPES.length).toBe(177);
    const at = (code: string) => SHAPE_BY_CODE.get(code)!;
    expect(at('BR').x).toBeLessThan(at('JP').x);
    expect(at('NO').y).toBeLessThan(at('TD').y);
    // France's largest part is in Europe, not French Guiana.
    expect(at('FR').x).toBeGreaterThan(at('ES').x - 40);
    for (const shape of WORLD_SHAPES) {
      expect(shape.x).toBeGreaterThanOrEqual(0);
      expect(shape.x).toBeLessThanOrEqual(WORLD_WIDTH);
    }
  });
});

describe('placeCountries', () => {
  it('draws a shape, a dot for a country too small for the scale, and names what neither shows', () => {
    const result = placeCountries([country('DE', 'Germany'), country('MT', 'Malta'), country('BV', 'Bouvet Island'), country('ZZ', 'Nowhere')]);
    expect(result.marks.map((mark) => [mark.country.code, mark.d ? 'shape' : 'dot'])).toEqual([
      ['DE', 'shape'],
      ['MT', 'dot'],
    ]);
    expect(result.dots).toBe(1);
    expect(result.unplaced.map((entry) => entry.name)).toEqual(['Bouvet Island', 'Nowhere']);
    expect(WORLD_DOTS.get('MT')!.x).toBeGreaterThan(SHAPE_BY_CODE.get('TN')!.x - 30);
  });
});
