import { milesBetween, programEntries, PROGRAMS_BY_ID, ZIP_CENTROIDS } from './places-and-programs.ts';
import { SCHOOLS, type SchoolRecord } from './schools-data.ts';
import { compareText } from '../../../shared/lib/text-order.ts';

/**
 * A small, faithful imitation of GET /schools:
 * api.data.gov key checks, exact-match and __range filters, word-prefix name search, `zip` +
 * `distance` around a ZIP centroid, the 4-digit CIP program filter, sort,
 * zero-based paging with per_page clamped to 100, and `fields` returning flat dotted keys with
 * nulls. Serves the demo (MSW) and the e2e contract server.
 */
export interface FakeReply {
  status: number;
  body: Record<string, unknown>;
}

const OPTION_PARAMS = new Set(['api_key', 'fields', 'sort', 'page', 'per_page', 'keys_nested', 'all_programs_nested', 'zip', 'distance']);
const PROGRAMS_BLOCK = 'latest.programs.cip_4_digit';
const PROGRAM_FIELD = `${PROGRAMS_BLOCK}.code`;
const KNOWN_FIELDS = new Set([...Object.keys(SCHOOLS[0] ?? {}), PROGRAMS_BLOCK, PROGRAM_FIELD]);
const INTEGER_FIELDS = new Set(['id', 'school.ownership', 'school.operating', 'school.degrees_awarded.predominant', 'latest.student.size']);

export const GATEWAY_ERRORS = {
  missing: {
    error: {
      code: 'API_KEY_MISSING',
      message:
        'College Scorecard requires an API Key for access. To obtain a key, visit https://api.data.gov/signup. You will receive an email with your key. When you receive this key, simply append it to your API requests with the additional parameter &api_key=xxxxxxxxxxxxx.',
    },
  },
  invalid: { error: { code: 'API_KEY_INVALID', message: 'An invalid api_key was supplied. Get one at https://api.data.gov:443' } },
  overLimit: {
    error: {
      code: 'OVER_RATE_LIMIT',
      message: 'You have exceeded your rate limit. Try again later or contact us at https://api.data.gov:443/contact/ for assistance',
    },
  },
};

interface AppError {
  error: string;
  message: string;
  input?: string;
  parameter?: string;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function nameMatches(name: unknown, query: string): boolean {
  if (typeof name !== 'string') return false;
  const nameWords = words(name);
  // Words under three characters never match on the real API.
  return words(query).every((word) => word.length >= 3 && nameWords.some((candidate) => candidate.startsWith(word)));
}

const numberOf = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : Number(value));

function inRanges(value: unknown, spec: string): boolean {
  const number = numberOf(value);
  if (number === undefined || Number.isNaN(number)) return false;
  return spec.split(',').some((range) => {
    const [lo, hi] = range.split('..');
    return (lo === '' || number >= Number(lo)) && (hi === '' || number <= Number(hi));
  });
}

/** The API wants the low bound below the high one: `5..5` and `9..1` are refused. */
function badBounds(range: string): boolean {
  const [lo = '', hi = ''] = range.split('..');
  return lo !== '' && hi !== '' && Number(lo) >= Number(hi);
}

/** `zip` + `distance` (`10mi`, `16km`, or a bare number of miles), checked as the app's error checker does. */
function geoFilter(params: URLSearchParams, errors: AppError[]): ((row: SchoolRecord) => boolean) | undefined {
  const zip = params.get('zip') ?? params.get('_zip');
  const distance = params.get('distance') ?? params.get('_distance');
  if (distance !== null && zip === null) {
    errors.push({
      error: 'distance_error',
      parameter: 'distance',
      input: distance,
      message: "Use of the 'distance' parameter also requires a 'zip' parameter.",
    });
    return undefined;
  }
  if (zip === null) return undefined;
  const centre = ZIP_CENTROIDS.get(zip.slice(0, 5));
  if (!centre) {
    errors.push({ error: 'zipcode_error', parameter: 'zip', input: zip, message: `The provided zipcode, '${zip}', is not valid.` });
    return undefined;
  }
  const match = /^(\d+(?:\.\d+)?)(mi|km)?$/.exec(distance ?? '25mi');
  if (!match) {
    errors.push({ error: 'distance_error', parameter: 'distance', input: distance ?? '', message: `The provided distance, '${distance}', is not valid.` });
    return undefined;
  }
  const miles = Number(match[1]) / (match[2] === 'km' ? 1.609344 : 1);
  return (row) => {
    const { 'location.lat': lat, 'location.lon': lon } = row;
    return typeof lat === 'number' && typeof lon === 'number' && milesBetween(centre, [lat, lon]) <= miles;
  };
}

function checkFilter(field: string, op: string | undefined, value: string, errors: AppError[]) {
  if (!KNOWN_FIELDS.has(field)) {
    errors.push({ error: 'parameter_not_found', parameter: field, message: `The input parameter '${field}' is not known in this dataset.` });
  } else if (op && !['range', 'not', 'ne'].includes(op)) {
    errors.push({
      error: 'operator_not_found',
      parameter: field,
      input: op,
      message: `The input operator '${op}' (appended to the parameter '${field}') is not known or supported. (Known operators: range, ne, not)`,
    });
  } else if (op === 'range' && !/^(-?\d*\.?\d*\.\.-?\d*\.?\d*)(,-?\d*\.?\d*\.\.-?\d*\.?\d*)*$/.test(value)) {
    errors.push({
      error: 'range_format_error',
      parameter: field,
      input: value,
      message: `The range '${value}' supplied to parameter '${field}' isn't in the correct format.`,
    });
  } else if (op === 'range' && value.split(',').some((range) => badBounds(range))) {
    errors.push({
      error: 'range_format_error',
      parameter: field,
      input: value,
      message: `The range '${value}' supplied to parameter '${field}' isn't in the correct format.`,
    });
  } else if (!op && INTEGER_FIELDS.has(field) && !value.split(',').every((part) => /^-?\d+$/.test(part))) {
    errors.push({
      error: 'parameter_type_error',
      parameter: field,
      input: value,
      expected_type: 'integer',
      input_type: 'string',
      message: `The parameter '${field}' expects a value of type integer, but received '${value}' which is a value of type string.`,
    } as AppError);
  }
}

function compare(field: string, direction: string | undefined) {
  const sign = direction === 'desc' ? -1 : 1;
  return (a: SchoolRecord, b: SchoolRecord) => {
    const x = a[field];
    const y = b[field];
    // Missing values go last whichever way the column is sorted.
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'string' && Number.isNaN(Number(x))) return sign * compareText(x, String(y));
    return sign * (Number(x) - Number(y));
  };
}

export function answerSchools(params: URLSearchParams, isValidKey: (key: string) => boolean, data: SchoolRecord[] = SCHOOLS): FakeReply {
  const key = params.get('api_key') ?? '';
  if (!key) return { status: 403, body: GATEWAY_ERRORS.missing };
  if (!isValidKey(key)) return { status: 403, body: GATEWAY_ERRORS.invalid };

  const errors: AppError[] = [];
  const fields = (params.get('fields') ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  for (const field of fields) {
    if (!KNOWN_FIELDS.has(field))
      errors.push({ error: 'field_not_found', input: field, message: `The input field '${field}' (in the fields parameter) is not a field in this dataset.` });
  }
  const filters: ((row: SchoolRecord) => boolean)[] = [];
  for (const [name, value] of params) {
    if (OPTION_PARAMS.has(name.replace(/^_/, ''))) continue;
    const [field = '', op] = name.split('__');
    checkFilter(field, op, value, errors);
    if (field === 'school.name') filters.push((row) => nameMatches(row[field], value));
    else if (field === PROGRAM_FIELD) filters.push((row) => (PROGRAMS_BY_ID.get(Number(row.id)) ?? []).some((code) => value.split(',').includes(code)));
    else if (op === 'range') filters.push((row) => inRanges(row[field], value));
    else if (op) filters.push((row) => !value.split(',').includes(String(row[field])));
    else filters.push((row) => value.split(',').includes(String(row[field])));
  }
  const near = geoFilter(params, errors);
  if (near) filters.push(near);
  // A geographic query whose only filter is a field of study fails inside the real API (HTTP 500).
  const filterNames = [...params.keys()].filter((name) => !OPTION_PARAMS.has(name.replace(/^_/, '')));
  if (near && filterNames.length > 0 && filterNames.every((name) => name.startsWith(PROGRAM_FIELD))) {
    return { status: 500, body: { errors: [{ error: 'internal_error', message: 'An unexpected error has occurred.' }] } };
  }
  const sorts = (params.get('sort') ?? '')
    .split(',')
    .filter(Boolean)
    .map((part) => part.split(':') as [string, string?]);
  for (const [field] of sorts) {
    if (!KNOWN_FIELDS.has(field))
      errors.push({ error: 'field_not_found', input: field, message: `The input field '${field}' (in the sort parameter) is not a field in this dataset.` });
  }
  if (errors.length > 0) return { status: 400, body: { errors } };

  let matches = data.filter((row) => filters.every((keep) => keep(row)));
  for (const [field, direction] of [...sorts].reverse()) matches = [...matches].sort(compare(field, direction));
  const perPage = Math.min(100, Math.max(1, Number.parseInt(params.get('per_page') ?? '20', 10) || 20));
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const slice = matches.slice(page * perPage, page * perPage + perPage);
  // With a program filter the array holds only the matching programs unless all_programs_nested is set.
  const wantedCodes = params.get(PROGRAM_FIELD)?.split(',');
  const allPrograms = params.get('all_programs_nested') === 'true';
  const programsOf = (row: SchoolRecord) => programEntries(row).filter((entry) => allPrograms || !wantedCodes || wantedCodes.includes(String(entry.code)));
  const valueOf = (row: SchoolRecord, field: string) => (field === PROGRAMS_BLOCK ? programsOf(row) : (row[field] ?? null));
  const results =
    fields.length === 0
      ? slice.map((row) => ({ ...row, [PROGRAMS_BLOCK]: programsOf(row) }))
      : slice.map((row) => Object.fromEntries(fields.map((field) => [field, valueOf(row, field)])));
  return { status: 200, body: { metadata: { page, total: matches.length, per_page: perPage }, results } };
}
