import { z } from '../../../shared/lib/zod.ts';

/** A number that may arrive as a numeric string; null, missing or unreadable values become null. */
const looseNumber = z.unknown().transform((value) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
});

const looseText = z
  .unknown()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null));

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

const schoolShape = {
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]),
  'school.name': looseText.transform((name) => name ?? 'Unnamed institution'),
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
};

/** Fields the app did not ask for arrive missing; they read as null like unreported values. */
function withKnownKeys(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const flat = flattenKeys(value);
  for (const key of Object.keys(schoolShape)) if (flat[key] === undefined && key !== 'id') flat[key] = null;
  return flat;
}

export const schoolSchema = z.preprocess(withKnownKeys, z.looseObject(schoolShape));
export type School = z.infer<typeof schoolSchema>;

export const schoolsPageSchema = z.object({
  metadata: z.object({
    total: z.coerce.number().int().nonnegative(),
    page: z.coerce.number().int().nonnegative(),
    per_page: z.coerce.number().int().positive(),
  }),
  results: z.array(schoolSchema),
});
export type SchoolsPage = z.infer<typeof schoolsPageSchema>;
