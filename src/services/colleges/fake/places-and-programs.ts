import { PROGRAMS } from '../lib/programs.ts';
import type { SchoolRecord } from './schools-data.ts';
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

/** How a field's graduates earn and borrow against the school's overall figures. */
const FIELD_FACTORS: Record<string, [earnings: number, debt: number]> = {
  '1107': [1.45, 0.95],
  '5202': [1.05, 1.0],
  '5138': [1.3, 1.05],
  '4201': [0.72, 1.0],
  '2601': [0.8, 1.05],
  '1419': [1.5, 1.0],
  '4506': [1.2, 0.9],
  '2301': [0.7, 0.95],
  '4301': [0.85, 1.0],
  '0901': [0.8, 1.0],
  '1312': [0.78, 0.9],
  '1204': [0.55, 0.7],
};

const CREDENTIALS: Record<number, [level: number, title: string]> = {
  1: [1, 'Undergraduate Certificate or Diploma'],
  2: [2, "Associate's Degree"],
  3: [3, "Bachelor's Degree"],
  4: [3, "Bachelor's Degree"],
};

const round = (value: number, step: number) => Math.round(value / step) * step;

/**
 * A school's `latest.programs.cip_4_digit` as the API nests it: one entry per field of study and
 * credential level, earnings four years after completion and debt at this institution derived
 * from the school's own figures. A figure is null (suppressed) for about one entry in seven,
 * chosen from the id and the code so it stays the same between runs.
 */
export function programEntries(row: SchoolRecord): Record<string, unknown>[] {
  const id = Number(row.id);
  const [level, title] = CREDENTIALS[Number(row['school.degrees_awarded.predominant'])] ?? [3, "Bachelor's Degree"];
  const base = Number(row['latest.earnings.6_yrs_after_entry.median'] ?? row['latest.earnings.10_yrs_after_entry.median'] ?? 0) || 38000;
  const debtBase = Number(row['latest.aid.median_debt.completers.overall'] ?? 0) || 19000;
  return (PROGRAMS_BY_ID.get(id) ?? []).map((code, index) => {
    const [earnFactor, debtFactor] = FIELD_FACTORS[code] ?? [1, 1];
    const pick = (id + Number(code) + index) % 7;
    return {
      code,
      title: `${PROGRAMS.find(([known]) => known === code)?.[1] ?? code}.`,
      unit_id: id,
      credential: { level, title },
      counts: { ipeds_awards1: 20 + ((id + index) % 90), ipeds_awards2: 22 + ((id + index * 3) % 95) },
      earnings: {
        '1_yr': { overall_median_earnings: pick === 2 ? null : round(base * earnFactor * 0.78, 100) },
        '4_yr': { overall_median_earnings: pick === 3 ? null : round(base * earnFactor, 100) },
      },
      debt: { staff_grad_plus: { all: { eval_inst: { median: pick === 5 ? null : round(debtBase * debtFactor, 50) } } } },
    };
  });
}
