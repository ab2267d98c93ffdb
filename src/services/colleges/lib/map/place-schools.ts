import { geoAlbersUsa } from 'd3-geo';
import type { School } from '../../api/schemas.ts';

/** us-atlas's `*-albers-10m.json` shapes are already projected with exactly this, into 975 × 610. */
export const US_MAP_SIZE = { width: 975, height: 610 } as const;
const albersUsa = geoAlbersUsa()
  .scale(1300)
  .translate([US_MAP_SIZE.width / 2, US_MAP_SIZE.height / 2]);

/** [x, y] on the U.S. map (Alaska and Hawaii in their insets), or null where Albers USA draws nothing. */
export function projectUs(lat: number, lon: number): [number, number] | null {
  return albersUsa([lon, lat]);
}

export interface PlacedSchool {
  school: School;
  x: number;
  y: number;
}

export interface SchoolPlacement {
  placed: PlacedSchool[];
  /** Coordinates outside the 50 states and DC (Puerto Rico, Guam, the Virgin Islands…). */
  outside: School[];
  /** No latitude or longitude in the reply. */
  withoutCoordinates: School[];
}

export function placeSchools(schools: readonly School[]): SchoolPlacement {
  const out: SchoolPlacement = { placed: [], outside: [], withoutCoordinates: [] };
  for (const school of schools) {
    const lat = school['location.lat'];
    const lon = school['location.lon'];
    if (lat === null || lon === null) {
      out.withoutCoordinates.push(school);
      continue;
    }
    const point = projectUs(lat, lon);
    if (point) out.placed.push({ school, x: point[0], y: point[1] });
    else out.outside.push(school);
  }
  return out;
}
