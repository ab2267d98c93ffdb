import { PROGRAMS } from '../lib/programs.ts';
import { SCHOOLS } from './schools-data.ts';

/**
 * ZIP centroids the fake knows: every school's own ZIP (its campus stands in for the centroid) and
 * a few residential ZIPs. Any other ZIP is unknown, as a ZIP outside the real API's table is.
 */
const EXTRA_ZIPS: Record<string, [lat: number, lon: number]> = {
  '97201': [45.5075, -122.6903],
  '02115': [42.3427, -71.0922],
  '78701': [30.2711, -97.7437],
  '60601': [41.8858, -87.6181],
};

export const ZIP_CENTROIDS: ReadonlyMap<string, [number, number]> = new Map([
  ...SCHOOLS.flatMap((row): [string, [number, number]][] => {
    const { 'school.zip': zip, 'location.lat': lat, 'location.lon': lon } = row;
    return typeof zip === 'string' && typeof lat === 'number' && typeof lon === 'number' ? [[zip, [lat, lon]]] : [];
  }),
  ...Object.entries(EXTRA_ZIPS),
]);

/** Great-circle distance in miles. */
export function milesBetween([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}

const CERTIFICATE_PROGRAMS = ['1204', '5138'];
const TWO_YEAR_PROGRAMS = ['1107', '5202', '5138', '4301', '1312'];

/** The 4-digit CIP codes each school offers, derived from its predominant degree. */
export const PROGRAMS_BY_ID: ReadonlyMap<number, readonly string[]> = new Map(
  SCHOOLS.map((row) => {
    const id = Number(row.id);
    const degree = Number(row['school.degrees_awarded.predominant']);
    if (degree === 1) return [id, CERTIFICATE_PROGRAMS];
    if (degree === 2) return [id, TWO_YEAR_PROGRAMS];
    if (degree === 0) return [id, []];
    // Bachelor's and graduate schools: most fields, a few left out so a filter narrows the list.
    return [id, PROGRAMS.map(([code]) => code).filter((code, index) => code !== '1204' && (id + index) % 5 !== 0)];
  }),
);
