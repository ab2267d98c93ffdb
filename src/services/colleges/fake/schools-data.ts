import schoolRows from './schools.json';

/**
 * About sixty institutions in the Scorecard's flat dotted-key shape, for the demo, the unit tests
 * and the e2e contract server. Figures are rounded approximations of published Scorecard values;
 * some rows carry the awkward cases the real data has (nulls, schemeless or hostile websites,
 * numbers sent as strings, closed schools, very long or non-Latin names).
 */
type Num = number | null;
type Row = [
  id: number,
  name: string,
  city: string | null,
  state: string | null,
  zip: string | null,
  url: string | null,
  ownership: 1 | 2 | 3,
  predominant: number,
  size: Num | string,
  admission: Num,
  sat: Num,
  tuitionIn: Num,
  tuitionOut: Num,
  netPrice: Num,
  earnings10: Num,
  earnings6: Num,
  completion: Num,
  lat: Num,
  lon: Num,
  operating?: 0 | 1,
];

/** The rows, one a line, in `Row`'s order (`schools.json`): the Scorecard figures are data, not code. */
const rows = schoolRows as Row[];

export type SchoolRecord = Record<string, string | number | null>;

const priceCalculator = (url: string | null) => (url && /^(https?:\/\/)?[\w.-]+\.edu/i.test(url) ? `${url.replace(/\/$/, '')}/net-price-calculator` : null);

/** The five family-income bands the Scorecard reports net price for, in its own key spelling. */
export const INCOME_BAND_KEYS = ['0-30000', '30001-48000', '48001-75000', '75001-110000', '110001-plus'] as const;
const BAND_SHARE = [0.55, 0.68, 0.9, 1.18, 1.38];
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * Figures the rows above do not list, derived from them so they stay plausible together: net price
 * per income band (public or private keys by ownership, the other set null as on the real API),
 * retention, median debt and its monthly payment, the ACT midpoint and a locale code.
 */
function derivedFigures(ownership: number, netPrice: Num, completion: Num, sat: Num, size: Num | string): SchoolRecord {
  const sector = ownership === 1 ? 'public' : 'private';
  const other = ownership === 1 ? 'private' : 'public';
  const out: SchoolRecord = {};
  INCOME_BAND_KEYS.forEach((band, index) => {
    out[`latest.cost.net_price.${sector}.by_income_level.${band}`] = netPrice === null ? null : roundTo(netPrice * (BAND_SHARE[index] ?? 1), 10);
    out[`latest.cost.net_price.${other}.by_income_level.${band}`] = null;
  });
  const debt = netPrice === null ? null : roundTo(Math.min(27000, 9000 + netPrice * 0.55), 50);
  out['latest.aid.median_debt.completers.overall'] = debt;
  out['latest.aid.median_debt.completers.monthly_payments'] = debt === null ? null : Math.round(debt * 0.0106 * 100) / 100;
  out['latest.student.retention_rate.four_year.full_time'] = completion === null ? null : Math.min(0.99, Math.round((completion + 0.07) * 1000) / 1000);
  out['latest.admissions.act_scores.midpoint.cumulative'] = sat === null ? null : Math.round((sat - 400) / 33.5 + 3);
  const students = Number(size);
  out['school.locale'] = Number.isNaN(students) || size === null ? null : students > 20000 ? 11 : students > 5000 ? 21 : 12;
  return out;
}

export const SCHOOLS: SchoolRecord[] = rows.map(
  ([
    id,
    name,
    city,
    state,
    zip,
    url,
    ownership,
    predominant,
    size,
    admission,
    sat,
    tuitionIn,
    tuitionOut,
    netPrice,
    earnings10,
    earnings6,
    completion,
    lat,
    lon,
    operating = 1,
  ]) => ({
    id,
    'school.name': name,
    'school.city': city,
    'school.state': state,
    'school.zip': zip,
    'school.school_url': url,
    'school.price_calculator_url': priceCalculator(url),
    'school.ownership': ownership,
    'school.degrees_awarded.predominant': predominant,
    'school.operating': operating,
    'location.lat': lat,
    'location.lon': lon,
    'latest.student.size': size,
    'latest.admissions.admission_rate.overall': admission,
    'latest.admissions.sat_scores.average.overall': sat,
    'latest.cost.tuition.in_state': tuitionIn,
    'latest.cost.tuition.out_of_state': tuitionOut,
    'latest.cost.avg_net_price.overall': netPrice,
    'latest.earnings.10_yrs_after_entry.median': earnings10,
    'latest.earnings.6_yrs_after_entry.median': earnings6,
    'latest.completion.consumer_rate': completion,
    ...derivedFigures(ownership, netPrice, completion, sat, size),
  }),
);
