import { z } from '../../../shared/lib/zod.ts';
import { programsField } from './program-schema.ts';

/** A number that may arrive as a numeric string; null, missing or unreadable values become null. */
const looseNumber = z.pipe(
  z.unknown(),
  z.transform((value) => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    return null;
  }),
);

const looseText = z.pipe(
  z.unknown(),
  z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null)),
);

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested documents (no `fields`, or keys_nested) become the flat dotted keys the app reads. */
export function flattenKeys(value: Record<string, unknown>, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(inner)) flattenKeys(inner, path, out);
    else out[path] = inner;
  }
  return out;
}

/** The five family-income bands of net price, in the API's key spelling. */
export const INCOME_BANDS = [
  { key: '0-30000', label: '$0–30,000' },
  { key: '30001-48000', label: '$30,001–48,000' },
  { key: '48001-75000', label: '$48,001–75,000' },
  { key: '75001-110000', label: '$75,001–110,000' },
  { key: '110001-plus', label: 'Over $110,000' },
] as const;
export type IncomeBandKey = (typeof INCOME_BANDS)[number]['key'];
type BandField = `latest.cost.net_price.${'public' | 'private'}.by_income_level.${IncomeBandKey}`;

/** Public schools report the `public` keys, private ones the `private` keys. */
export const bandField = (ownership: number | null, band: IncomeBandKey): BandField =>
  `latest.cost.net_price.${ownership === 1 ? 'public' : 'private'}.by_income_level.${band}`;

function netPriceBandShape() {
  const shape = {} as Record<BandField, typeof looseNumber>;
  for (const sector of ['public', 'private'] as const)
    for (const { key } of INCOME_BANDS) shape[`latest.cost.net_price.${sector}.by_income_level.${key}`] = looseNumber;
  return shape;
}

/** A UNITID: a whole number, or its digits as a string. */
const schoolId = z.union([z.int().check(z.nonnegative()), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]);

const schoolShape = {
  id: schoolId,
  'school.name': z.pipe(
    looseText,
    z.transform((name) => name ?? 'Unnamed institution'),
  ),
  'school.city': looseText,
  'school.state': looseText,
  'school.zip': looseText,
  'school.school_url': looseText,
  'school.price_calculator_url': looseText,
  'school.ownership': looseNumber,
  'school.degrees_awarded.predominant': looseNumber,
  'location.lat': looseNumber,
  'location.lon': looseNumber,
  'latest.student.size': looseNumber,
  'latest.admissions.admission_rate.overall': looseNumber,
  'latest.admissions.sat_scores.average.overall': looseNumber,
  'latest.cost.tuition.in_state': looseNumber,
  'latest.cost.tuition.out_of_state': looseNumber,
  'latest.cost.avg_net_price.overall': looseNumber,
  'latest.earnings.10_yrs_after_entry.median': looseNumber,
  'latest.earnings.6_yrs_after_entry.median': looseNumber,
  'latest.completion.consumer_rate': looseNumber,
  'school.locale': looseNumber,
  'latest.admissions.act_scores.midpoint.cumulative': looseNumber,
  'latest.student.retention_rate.four_year.full_time': looseNumber,
  'latest.aid.median_debt.completers.overall': looseNumber,
  'latest.aid.median_debt.completers.monthly_payments': looseNumber,
  ...netPriceBandShape(),
  /** Fields of study (an array of nested entries); asked for by the detail and compare pages only. */
  'latest.programs.cip_4_digit': programsField,
};

/** Fields the app did not ask for arrive missing; they read as null like unreported values. */
function withKnownKeys(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const flat = flattenKeys(value);
  for (const key of Object.keys(schoolShape)) if (flat[key] === undefined && key !== 'id') flat[key] = null;
  return flat;
}

const schoolSchema = z.pipe(z.transform(withKnownKeys), z.looseObject(schoolShape));
export type School = z.infer<typeof schoolSchema>;

export const schoolsPageSchema = z.object({
  metadata: z.object({
    total: z.coerce.number().check(z.int(), z.nonnegative()),
    page: z.coerce.number().check(z.int(), z.nonnegative()),
    per_page: z.coerce.number().check(z.int(), z.positive()),
  }),
  results: z.array(schoolSchema),
});
export type SchoolsPage = z.infer<typeof schoolsPageSchema>;
