import { readFileSync } from 'node:fs';
import isoCountries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import worldTopology from 'world-atlas/countries-110m.json';
import { ALPHA2_BY_SHAPE_ID, ALPHA2_BY_SHAPE_NAME, CENTROIDS, UNPLACED } from '../src/generated/world-places.ts';
import { apiCodes, buildWorldPlaces, OUTPUT } from './world-places.ts';

describe('world places (the numeric-to-alpha-2 table and the centroids)', { timeout: 60_000 }, () => {
  it('is what the generator writes from the installed packages', async () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(await buildWorldPlaces());
  });

  it('names every numbered 110m shape by the alpha-2 code ISO 3166-1 gives its number', () => {
    const geometries = (worldTopology as { objects: { countries: { geometries: { id?: string; properties: { name: string } }[] } } }).objects.countries
      .geometries;
    const numbered = geometries.filter((geometry) => geometry.id !== undefined);
    expect(numbered.length).toBeGreaterThan(170);
    for (const geometry of numbered) expect(ALPHA2_BY_SHAPE_ID[geometry.id!], geometry.properties.name).toBe(isoCountries.numericToAlpha2(geometry.id!));
    expect(geometries.some((geometry) => geometry.properties.name === 'Kosovo' && geometry.id === undefined)).toBe(true);
    expect(ALPHA2_BY_SHAPE_NAME.Kosovo).toBe('XK');
  });

  it('places every API country as a shape or a dot, or names it as missing', () => {
    const shaped = new Set([...Object.values(ALPHA2_BY_SHAPE_ID), ...Object.values(ALPHA2_BY_SHAPE_NAME)]);
    const codes = apiCodes();
    expect(codes).toHaveLength(250);
    const homeless = codes.filter((code) => !shaped.has(code) && !(code in CENTROIDS) && !UNPLACED.includes(code));
    expect(homeless).toEqual([]);
    // At the 110m scale about 70 countries are too small for a shape; nearly all of them get a dot.
    expect(Object.keys(CENTROIDS).length).toBeGreaterThan(60);
    expect(UNPLACED.length).toBeLessThan(15);
    for (const [lon, lat] of Object.values(CENTROIDS)) {
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
    }
  });
});
