import { bandField, INCOME_BANDS, type School } from '../api/schemas.ts';
import type { Better } from './best-value.ts';
import { DEGREE_NAMES, formatCount, formatMoney, formatPercent, OWNERSHIP_NAMES } from './format-values.ts';
import { NOT_PUBLISHED, programFor } from './fields-of-study.ts';

export const LOCALE_NAMES: Record<number, string> = {
  11: 'City (large)',
  12: 'City (midsize)',
  13: 'City (small)',
  21: 'Suburb (large)',
  22: 'Suburb (midsize)',
  23: 'Suburb (small)',
  31: 'Town (fringe)',
  32: 'Town (distant)',
  33: 'Town (remote)',
  41: 'Rural (fringe)',
  42: 'Rural (distant)',
  43: 'Rural (remote)',
};

export interface Measure {
  id: string;
  label: string;
  /** The number compared (null: not reported). */
  value: (school: School) => number | null;
  /** What the cell shows; null shows as "—". */
  show: (school: School) => string | null;
  better?: Better;
  /** Shown as a link to the school's site. */
  website?: boolean;
}

const num = (school: School, field: keyof School) => {
  const value = school[field];
  return typeof value === 'number' ? value : null;
};

const money = (id: string, label: string, field: keyof School, better?: Better): Measure => ({
  id,
  label,
  value: (school) => num(school, field),
  show: (school) => formatMoney(num(school, field)),
  better,
});
const rate = (id: string, label: string, field: keyof School, better?: Better): Measure => ({
  id,
  label,
  value: (school) => num(school, field),
  show: (school) => formatPercent(num(school, field)),
  better,
});
const named = (id: string, label: string, field: keyof School, names: Record<number, string>): Measure => ({
  id,
  label,
  value: (school) => num(school, field),
  show: (school) => names[num(school, field) ?? -1] ?? null,
});

export interface MeasureGroup {
  title: string;
  measures: readonly Measure[];
}

const netPrice = money('net-price', 'Average net price', 'latest.cost.avg_net_price.overall', 'low');
const graduation = rate('graduation', 'Graduation rate', 'latest.completion.consumer_rate', 'high');
const earnings = money('earnings', 'Median earnings (10 yrs after entry)', 'latest.earnings.10_yrs_after_entry.median', 'high');
const admission = rate('admit', 'Admission rate', 'latest.admissions.admission_rate.overall');

/**
 * The compare table's rows, grouped; the figures people decide by come first, as on the
 * Scorecard's own comparison. `better` marks which way wins.
 */
export const COMPARE_GROUPS: readonly MeasureGroup[] = [
  { title: 'What people decide by', measures: [netPrice, graduation, earnings, admission] },
  {
    title: 'Net price by family income',
    measures: INCOME_BANDS.map(({ key, label }): Measure => ({
      id: `band-${key}`,
      label,
      value: (s) => num(s, bandField(s['school.ownership'], key)),
      show: (s) => formatMoney(num(s, bandField(s['school.ownership'], key))),
      better: 'low',
    })),
  },
  {
    title: 'Cost and debt',
    measures: [
      money('tuition-in', 'In-state tuition', 'latest.cost.tuition.in_state', 'low'),
      money('tuition-out', 'Out-of-state tuition', 'latest.cost.tuition.out_of_state', 'low'),
      money('debt', 'Median debt', 'latest.aid.median_debt.completers.overall', 'low'),
      rate('retention', 'Retention', 'latest.student.retention_rate.four_year.full_time', 'high'),
    ],
  },
  {
    title: 'The school',
    measures: [
      { id: 'size', label: 'Undergraduates', value: (s) => num(s, 'latest.student.size'), show: (s) => formatCount(num(s, 'latest.student.size')) },
      named('ownership', 'Ownership', 'school.ownership', OWNERSHIP_NAMES),
      named('degree', 'Mostly awards', 'school.degrees_awarded.predominant', DEGREE_NAMES),
      named('locale', 'Setting', 'school.locale', LOCALE_NAMES),
      {
        id: 'sat',
        label: 'SAT average',
        value: (s) => num(s, 'latest.admissions.sat_scores.average.overall'),
        show: (s) => formatCount(num(s, 'latest.admissions.sat_scores.average.overall')),
      },
      {
        id: 'act',
        label: 'ACT midpoint',
        value: (s) => num(s, 'latest.admissions.act_scores.midpoint.cumulative'),
        show: (s) => formatCount(num(s, 'latest.admissions.act_scores.midpoint.cumulative')),
      },
      { id: 'website', label: 'Website', value: () => null, show: (s) => s['school.school_url'], website: true },
    ],
  },
];

/** One field of study across the schools (`program=<CIP>`): what it leads to at each. */
export function programGroup(code: string, label: string): MeasureGroup {
  const program = (school: School) => programFor(school['latest.programs.cip_4_digit'], code);
  return {
    title: `Field of study: ${label}`,
    measures: [
      { id: 'program-credential', label: 'Credential', value: () => null, show: (s) => program(s)?.credential ?? 'not offered' },
      {
        id: 'program-earnings',
        label: 'Median earnings (4 yrs after completion)',
        value: (s) => program(s)?.earnings ?? null,
        show: (s) => (program(s) ? (formatMoney(program(s)?.earnings ?? null) ?? NOT_PUBLISHED) : '—'),
        better: 'high',
      },
      {
        id: 'program-debt',
        label: 'Median debt (this field)',
        value: (s) => program(s)?.debt ?? null,
        show: (s) => (program(s) ? (formatMoney(program(s)?.debt ?? null) ?? NOT_PUBLISHED) : '—'),
        better: 'low',
      },
    ],
  };
}
