import { BASE_FIELDS, DEFAULT_COLUMN_FIELDS, MAP_FIELDS, OPTIONAL_COLUMNS, SORTABLE_FIELDS } from './columns.ts';
import {
  ADMIT_RULE,
  apiFieldFor,
  checkRange,
  COST_RULE,
  DEFAULT_DISTANCE,
  DEGREES,
  isDistance,
  isProgram,
  isValidRange,
  isZip,
  rangeParam,
} from './decision-filters.ts';
import { US_STATES } from './us-states.ts';

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;
export type PerPage = (typeof PER_PAGE_OPTIONS)[number];
export const DEFAULT_SORT = 'latest.student.size:desc';
export const OWNERSHIP_LABELS: Record<string, string> = { '1': 'Public', '2': 'Private nonprofit', '3': 'Private for-profit' };

/** How a change enters history (see url-history.ts): typed text replaces, a choice pushes. */
export type HistoryMode = { replace: boolean };

/** The /colleges view as it lives in the query string. */
export interface CollegeSearch {
  name: string;
  state: string;
  ownership: string;
  /** `lo..hi` in the API's own range syntax; either side may be empty. */
  size: string;
  sort: string;
  page: number;
  perPage: PerPage;
  fields: string[];
  includeClosed: boolean;
  /** Five digits, or empty. */
  zip: string;
  /** Miles around the ZIP; 0 when no ZIP is set. */
  distance: number;
  /** A key of DEGREES, or empty. */
  degree: string;
  /** Average net price in dollars, `min..max`. */
  cost: string;
  /** Admission rate in percent, `min..max`. */
  admit: string;
  /** A 4-digit CIP code from the program list, or empty. */
  program: string;
  /** `map` shows the map above the list; the list alone is the default. */
  view: 'list' | 'map';
}

const SIZE_PATTERN = /^(\d*)\.\.(\d*)$/;

export function isValidSize(size: string): boolean {
  const match = SIZE_PATTERN.exec(size);
  if (!match || (match[1] === '' && match[2] === '')) return false;
  return match[1] === '' || match[2] === '' || Number(match[1]) < Number(match[2]);
}

/** Codes the state filter offers; any other is not sent to the API. */
export const isKnownState = (state: string) => US_STATES.some(([code]) => code === state);

export const isValidPage = (page: number) => Number.isInteger(page) && page >= 0 && page < 100_000;

export function isValidSort(sort: string): boolean {
  const [field = '', direction = 'asc'] = sort.split(':');
  return SORTABLE_FIELDS.has(field) && (direction === 'asc' || direction === 'desc');
}

export function parseSort(sort: string | null): { field: string; direction: 'asc' | 'desc' } {
  const [field = '', direction = 'asc'] = (sort ?? '').split(':');
  if (isValidSort(sort ?? '')) return { field, direction: direction === 'desc' ? 'desc' : 'asc' };
  const [fallbackField = '', fallbackDirection] = DEFAULT_SORT.split(':');
  return { field: fallbackField, direction: fallbackDirection === 'asc' ? 'asc' : 'desc' };
}

export function parseSearch(params: URLSearchParams): CollegeSearch {
  const state = (params.get('state') ?? '').toUpperCase();
  const ownership = params.get('ownership') ?? '';
  const size = params.get('size') ?? '';
  const perPage = Number(params.get('per_page'));
  const page = Number(params.get('page'));
  const sort = parseSort(params.get('sort'));
  const fieldsParam = params.get('fields');
  const known = new Set(OPTIONAL_COLUMNS.map((column) => column.field));
  return {
    name: (params.get('name') ?? '').slice(0, 200),
    state: isKnownState(state) ? state : '',
    ownership: ownership in OWNERSHIP_LABELS ? ownership : '',
    size: isValidSize(size) ? size : '',
    sort: `${sort.field}:${sort.direction}`,
    page: isValidPage(page) ? page : 0,
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? (perPage as PerPage) : 20,
    fields: fieldsParam === null ? [...DEFAULT_COLUMN_FIELDS] : fieldsParam.split(',').filter((field, i, all) => known.has(field) && all.indexOf(field) === i),
    includeClosed: params.get('closed') === '1',
    view: params.get('view') === 'map' ? 'map' : 'list',
    ...parseDecisionFilters(params),
  };
}

function parseDecisionFilters(params: URLSearchParams): Pick<CollegeSearch, 'zip' | 'distance' | 'degree' | 'cost' | 'admit' | 'program'> {
  const zip = params.get('zip') ?? '';
  const distance = Number(params.get('distance') ?? DEFAULT_DISTANCE);
  const degree = params.get('degree') ?? '';
  const cost = params.get('cost') ?? '';
  const admit = params.get('admit') ?? '';
  const program = params.get('program') ?? '';
  const validZip = isZip(zip) ? zip : '';
  return {
    zip: validZip,
    distance: validZip && isDistance(distance) ? distance : validZip ? DEFAULT_DISTANCE : 0,
    degree: degree in DEGREES ? degree : '',
    cost: isValidRange(cost, COST_RULE) ? cost : '',
    admit: isValidRange(admit, ADMIT_RULE) ? admit : '',
    program: isProgram(program) ? program : '',
  };
}

/** Writes the view back, leaving defaults out so links stay short. */
export function toSearchParams(search: CollegeSearch): URLSearchParams {
  const out = new URLSearchParams();
  if (search.name) out.set('name', search.name);
  if (search.state) out.set('state', search.state);
  if (search.ownership) out.set('ownership', search.ownership);
  if (search.size) out.set('size', search.size);
  if (search.sort !== DEFAULT_SORT) out.set('sort', search.sort);
  if (search.page > 0) out.set('page', String(search.page));
  if (search.perPage !== 20) out.set('per_page', String(search.perPage));
  const sameAsDefault = search.fields.length === DEFAULT_COLUMN_FIELDS.length && search.fields.every((field) => DEFAULT_COLUMN_FIELDS.includes(field));
  if (!sameAsDefault) out.set('fields', search.fields.join(','));
  if (search.includeClosed) out.set('closed', '1');
  if (search.zip) out.set('zip', search.zip);
  if (search.zip && isDistance(search.distance) && search.distance !== DEFAULT_DISTANCE) out.set('distance', String(search.distance));
  if (search.degree) out.set('degree', search.degree);
  if (search.cost) out.set('cost', search.cost);
  if (search.admit) out.set('admit', search.admit);
  if (search.program) out.set('program', search.program);
  if (search.view === 'map') out.set('view', 'map');
  return out;
}

/** The API ignores name words under three characters (and symbols), so they are dropped and reported. */
export function splitNameWords(name: string): { used: string[]; skipped: string[] } {
  const parts = name.split(/\s+/).filter(Boolean);
  const usable = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '').length >= 3;
  return { used: parts.filter(usable), skipped: parts.filter((word) => !usable(word)) };
}

/** Query parameters for GET /schools, without the key. */
export function toApiParams(search: CollegeSearch): Record<string, string> {
  const params: Record<string, string> = {};
  const words = splitNameWords(search.name).used;
  if (words.length > 0) params['school.name'] = words.join(' ');
  if (search.state) params['school.state'] = search.state;
  if (search.ownership) params['school.ownership'] = search.ownership;
  if (search.size) params['latest.student.size__range'] = search.size;
  const degree = DEGREES[search.degree];
  if (degree) params[apiFieldFor('degree')] = String(degree.code);
  Object.assign(params, rangeParam(apiFieldFor('cost').replace(/__range$/, ''), checkRange(search.cost, COST_RULE)));
  Object.assign(params, rangeParam(apiFieldFor('admit').replace(/__range$/, ''), checkRange(search.admit, ADMIT_RULE), 100));
  if (search.program) params[apiFieldFor('program')] = search.program;
  if (search.zip) {
    params.zip = search.zip;
    params.distance = `${search.distance || DEFAULT_DISTANCE}mi`;
  }
  if (!search.includeClosed) params['school.operating'] = '1';
  // A ZIP search filtered only by a field of study fails inside the API: with closed schools asked
  // for, an institution-level filter that keeps every school is added.
  else if (search.zip && search.program && Object.keys(params).every((name) => ['zip', 'distance', apiFieldFor('program')].includes(name)))
    params['school.operating'] = '0,1';
  // The sorted figure colours the map; coordinates place it: asked for with every search, so
  // switching to the map costs no request.
  const sortField = parseSort(search.sort).field;
  const extra = [...MAP_FIELDS, ...(SORTABLE_FIELDS.has(sortField) && !search.fields.includes(sortField) ? [sortField] : [])];
  params.fields = [
    ...new Set([...BASE_FIELDS, ...extra, ...OPTIONAL_COLUMNS.filter((column) => search.fields.includes(column.field)).map((column) => column.field)]),
  ].join(',');
  params.sort = search.sort;
  params.page = String(search.page);
  params.per_page = String(search.perPage);
  return params;
}
