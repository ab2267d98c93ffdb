import { readFileSync } from 'node:fs';
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import worldTopology from 'world-atlas/countries-110m.json';
import { SPHERE_PATH, WORLD_DOT_POSITIONS, WORLD_HEIGHT, WORLD_SHAPES } from '../src/generated/world-projected.ts';
import { CENTROIDS } from '../src/generated/world-places.ts';
import { buildWorldShapes, OUTPUT, worldProjection } from './world-shapes.ts';

const topology = worldTopology as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** The [x, y] points of a path written with M, l and z. */
function pointsOf(d: string): [number, number][] {
  const points: [number, number][] = [];
  let [x, y] = [0, 0];
  for (const [, command, numbers] of d.matchAll(/([Mlz])([^Mlz]*)/g)) {
    if (command === 'z') continue;
    const [a, b] = numbers!.match(/-?\d+(\.\d+)?/g)!.map(Number) as [number, number];
    [x, y] = command === 'M' ? [a, b] : [x + a, y + b];
    points.push([x, y]);
  }
  return points;
}

describe('world shapes, projected at build time', { timeout: 60_000 }, () => {
  it('is what the generator writes from the installed packages', async () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(await buildWorldShapes());
  });

  it('draws every 110m shape where the projection puts it, to a tenth of a unit', () => {
    const shapes = feature(topology, topology.objects.countries).features;
    expect(WORLD_SHAPES).toHaveLength(shapes.length);
    const draw = geoPath(worldProjection());
    shapes.forEach((shape, index) => {
      const [[left, top], [right, bottom]] = draw.bounds(shape);
      const points = pointsOf(WORLD_SHAPES[index]!.d);
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      expect(Math.min(...xs)).toBeCloseTo(left, 0);
      expect(Math.max(...xs)).toBeCloseTo(right, 0);
      expect(Math.min(...ys)).toBeCloseTo(top, 0);
      expect(Math.max(...ys)).toBeCloseTo(bottom, 0);
    });
    // The box is the globe's height, rounded up to a whole unit.
    const globeBottom = Math.max(...pointsOf(SPHERE_PATH).map(([, y]) => y));
    expect(globeBottom).toBeLessThanOrEqual(WORLD_HEIGHT);
    expect(globeBottom).toBeGreaterThan(WORLD_HEIGHT - 1);
  });

  it('puts a dot for every country too small for the shapes', () => {
    expect(Object.keys(WORLD_DOT_POSITIONS).sort()).toEqual(Object.keys(CENTROIDS).sort());
  });
});
