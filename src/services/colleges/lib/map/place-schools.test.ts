import { describe, expect, it } from 'vitest';
import { schoolsPageSchema } from '../../api/schemas.ts';
import { placeSchools, projectUs, US_MAP_SIZE } from './place-schools.ts';

const school = (id: number, lat: number | null, lon: number | null) =>
  schoolsPageSchema.parse({
    metadata: { total: 1, page: 0, per_page: 1 },
    results: [{ id, 'school.name': `School ${id}`, 'location.lat': lat, 'location.lon': lon }],
  }).results[0]!;

const inside = ([x, y]: [number, number]) => x >= 0 && x <= US_MAP_SIZE.width && y >= 0 && y <= US_MAP_SIZE.height;

describe('projectUs (Albers USA, as us-atlas projects its shapes)', () => {
  it('places the lower 48 where us-atlas draws them: Austin south of Minneapolis, Boston east of Seattle', () => {
    const austin = projectUs(30.28, -97.73)!;
    const minneapolis = projectUs(44.97, -93.26)!;
    const boston = projectUs(42.36, -71.09)!;
    const seattle = projectUs(47.65, -122.3)!;
    expect(austin[1]).toBeGreaterThan(minneapolis[1]);
    expect(boston[0]).toBeGreaterThan(seattle[0]);
    for (const point of [austin, minneapolis, boston, seattle]) expect(inside(point)).toBe(true);
  });

  it('draws Alaska and Hawaii in their insets at the lower left', () => {
    const anchorage = projectUs(61.19, -149.82)!;
    const honolulu = projectUs(21.3, -157.82)!;
    expect(anchorage[0]).toBeLessThan(300);
    expect(anchorage[1]).toBeGreaterThan(400);
    expect(honolulu[0]).toBeLessThan(400);
    expect(honolulu[1]).toBeGreaterThan(480);
  });

  it('cannot place Puerto Rico, Guam or the Virgin Islands', () => {
    expect(projectUs(18.4, -66.05)).toBeNull();
    expect(projectUs(13.44, 144.79)).toBeNull();
    expect(projectUs(18.34, -64.93)).toBeNull();
  });
});

describe('placeSchools', () => {
  it('sorts schools into placed, outside the map and without coordinates', () => {
    const result = placeSchools([school(1, 30.28, -97.73), school(2, 18.4, -66.05), school(3, null, -97), school(4, 45, null)]);
    expect(result.placed.map((entry) => entry.school.id)).toEqual([1]);
    expect(result.outside.map((entry) => entry.id)).toEqual([2]);
    expect(result.withoutCoordinates.map((entry) => entry.id)).toEqual([3, 4]);
  });
});
