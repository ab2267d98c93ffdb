import { formatInteger } from '../../../shared/lib/format.ts';
import { programLabel } from './programs.ts';

export const DISTANCE_MILES = [5, 10, 25, 50, 100] as const;

export const DEGREES: Record<string, { code: number; label: string }> = {
  certificate: { code: 1, label: 'Certificate' },
  associate: { code: 2, label: "Associate's" },
  bachelor: { code: 3, label: "Bachelor's" },
  graduate: { code: 4, label: 'Graduate' },
};

export const isZip = (value: string) => /^\d{5}$/.test(value);
export const isDistance = (value: number) => (DISTANCE_MILES as readonly number[]).includes(value);
export const isProgram = (value: string) => programLabel(value) !== undefined;

export interface RangeRule {
  /** Largest value a person may type. */
  max: number;
  unit: string;
}

export const COST_RULE: RangeRule = { max: 200_000, unit: 'dollars' };
export const ADMIT_RULE: RangeRule = { max: 100, unit: 'percent' };

export type RangeCheck = { ok: true; lo?: number; hi?: number } | { ok: false; problem: string };

/** Reads `min..max` (either side optional) in whole numbers; an empty text is no filter. */
export function checkRange(text: string, rule: RangeRule): RangeCheck {
  if (text === '') return { ok: true };
  const match = /^(.*)\.\.(.*)$/.exec(text);
  if (!match) return { ok: false, problem: 'Write it as min..max.' };
  const [lo, hi] = [match[1]?.trim() ?? '', match[2]?.trim() ?? ''];
  if (lo === '' && hi === '') return { ok: false, problem: 'Give a minimum, a maximum or both.' };
  const read = (side: string) => (side === '' ? undefined : /^\d+$/.test(side) ? Number(side) : Number.NaN);
  const [low, high] = [read(lo), read(hi)];
  if (Number.isNaN(low) || Number.isNaN(high)) return { ok: false, problem: `Use whole numbers (${rule.unit}), no letters or symbols.` };
  if ((low ?? 0) > rule.max || (high ?? 0) > rule.max) return { ok: false, problem: `At most ${formatInteger(rule.max)} ${rule.unit}.` };
  if (low !== undefined && high !== undefined && low > high) return { ok: false, problem: 'The minimum is above the maximum.' };
  return { ok: true, lo: low, hi: high };
}

export const isValidRange = (text: string, rule: RangeRule) => text !== '' && checkRange(text, rule).ok;

/**
 * One API parameter for a range: `field__range=lo..hi`, or the exact value when both ends are equal
 * (the API refuses a range whose bounds are equal).
 */
export function rangeParam(field: string, check: RangeCheck, scale = 1): Record<string, string> {
  if (!check.ok || (check.lo === undefined && check.hi === undefined)) return {};
  const show = (value: number | undefined) => (value === undefined ? '' : String(Math.round((value / scale) * 10_000) / 10_000));
  if (check.lo !== undefined && check.lo === check.hi) return { [field]: show(check.lo) };
  return { [`${field}__range`]: `${show(check.lo)}..${show(check.hi)}` };
}

/** How each /colleges URL filter reaches the College Scorecard, in one place. */
export const FILTER_TO_API = [
  { url: 'name', api: 'school.name', note: 'words of 3+ letters, each a word prefix' },
  { url: 'state', api: 'school.state', note: 'two-letter code' },
  { url: 'ownership', api: 'school.ownership', note: '1 public, 2 private nonprofit, 3 for-profit' },
  { url: 'size', api: 'latest.student.size__range', note: 'undergraduates lo..hi' },
  { url: 'zip', api: 'zip', note: 'centre of the ZIP code' },
  { url: 'distance', api: 'distance', note: 'miles, sent as <n>mi; needs zip' },
  { url: 'degree', api: 'school.degrees_awarded.predominant', note: '1 certificate … 4 graduate' },
  { url: 'cost', api: 'latest.cost.avg_net_price.overall__range', note: 'dollars; equal ends become an exact match' },
  { url: 'admit', api: 'latest.admissions.admission_rate.overall__range', note: 'percent sent as a 0–1 fraction' },
  { url: 'program', api: 'latest.programs.cip_4_digit.code', note: '4-digit CIP code' },
  { url: 'closed', api: 'school.operating', note: 'absent: school.operating=1' },
] as const;

export const apiFieldFor = (url: (typeof FILTER_TO_API)[number]['url']) => FILTER_TO_API.find((row) => row.url === url)?.api ?? url;
