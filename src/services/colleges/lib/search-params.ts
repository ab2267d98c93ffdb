import { BASE_FIELDS, DEFAULT_COLUMN_FIELDS, MAP_FIELDS, OPTIONAL_COLUMNS, SORTABLE_FIELDS } from './columns.ts';
import {
  ADMIT_RULE,
  apiFieldFor,
  checkRange,
  COST_RULE,
  DEGREES,
  isDistance,
  isProgram,
  isValidRange,
  isZip,
  rangeParam,
  type RangeRule,
} from './decision-filters.ts';
import { DEFAULT_DISTANCE, DEFAULT_SORT } from './search-defaults.ts';
import { US_STATES } from './us-states.ts';
import { choice, defineUrlParams, flag, one, text, type ValuesOf } from '../../../shared/lib/url-state/url-fields.ts';
import { pluralWord } from '../../../shared/lib/plural.ts';

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;
export type PerPage = (typeof PER_PAGE_OPTIONS)[number];
export const OWNERSHIP_LABELS: Record<string, string> = { '1': 'Public', '2': 'Private nonprofit', '3': 'Private for-profit' };

const SIZE_PATTERN = /^(\d*)\.\.(\d*)$/;

function isValidSize(size: string): boolean {
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

const knownColumns = () => new Set<string>(OPTIONAL_COLUMNS.map((column) => column.field));
const sameColumns = (fields: readonly string[]) =>
  fields.length === DEFAULT_COLUMN_FIELDS.length && fields.every((field) => DEFAULT_COLUMN_FIELDS.includes(field));

const range = (name: string, label: string, rule: RangeRule) =>
  one(name, {
    default: '',
    entry: 'typed',
    parse: (raw) => (isValidRange(raw, rule) ? raw : undefined),
    unknown: {
      label,
      instead: (params) => {
        const result = checkRange(params.get(name) ?? '', rule);
        return `not sent: ${result.ok ? '' : result.problem.toLowerCase().replace(/\.$/, '')}`;
      },
    },
  });

/**
 * The /colleges URL: `name` is typed (each pause in typing replaces the history entry), as are
 * the ZIP code and the two ranges; every other field is a choice. Values the filters do not offer
 * are not sent to the API, and the page names them.
 */
export const collegesUrl = defineUrlParams(
  {
    name: text('name', 'typed', 200),
    state: one('state', {
      default: '',
      entry: 'chosen',
      parse: (raw) => (isKnownState(raw.toUpperCase()) ? raw.toUpperCase() : undefined),
      unknown: { label: 'state', instead: 'all states are shown' },
    }),
    ownership: one('ownership', {
      default: '',
      entry: 'chosen',
      parse: (raw) => (raw in OWNERSHIP_LABELS ? raw : undefined),
      unknown: { label: 'ownership', instead: 'any ownership is shown' },
    }),
    size: one('size', {
      default: '',
      entry: 'chosen',
      parse: (raw) => (isValidSize(raw) ? raw : undefined),
      unknown: { label: 'size', instead: 'any size is shown' },
    }),
    sort: one('sort', {
      default: DEFAULT_SORT,
      entry: 'chosen',
      parse: (raw) => (isValidSort(raw) ? `${parseSort(raw).field}:${parseSort(raw).direction}` : undefined),
      unknown: { label: 'sort order', instead: 'sorted by students, largest first' },
    }),
    page: one('page', {
      default: 0,
      entry: 'chosen',
      parse: (raw) => (isValidPage(Number(raw)) ? Number(raw) : undefined),
      unknown: { label: 'page', instead: 'the first page is shown' },
    }),
    perPage: one<PerPage>('per_page', {
      default: 20,
      entry: 'chosen',
      parse: (raw) => PER_PAGE_OPTIONS.find((option) => option === Number(raw)),
      unknown: { label: 'page size', instead: '20 per page are shown' },
    }),
    fields: one<string[]>('fields', {
      default: [...DEFAULT_COLUMN_FIELDS],
      entry: 'chosen',
      emptyMeans: [],
      parse: (raw) => raw.split(',').filter((field, i, all) => knownColumns().has(field) && all.indexOf(field) === i),
      serialize: (fields) => fields.join(','),
      isDefault: sameColumns,
      unknown: {
        label: 'column',
        instead: 'left out',
        part: (raw) => {
          const strange = raw.split(',').filter((field) => field && !knownColumns().has(field));
          return strange.length > 0 ? { label: pluralWord(strange.length, 'column'), value: strange.join(', ') } : undefined;
        },
      },
    }),
    includeClosed: flag('closed'),
    zip: one('zip', {
      default: '',
      entry: 'typed',
      parse: (raw) => (isZip(raw) ? raw : undefined),
      unknown: { label: 'ZIP code', instead: 'no distance search (a ZIP code is 5 digits)' },
    }),
    /** Miles around the ZIP; 0 when no ZIP is set. */
    distance: one('distance', {
      default: DEFAULT_DISTANCE,
      entry: 'chosen',
      parse: (raw, params) => (isZip(params.get('zip') ?? '') && isDistance(Number(raw)) ? Number(raw) : undefined),
      isDefault: (miles) => miles === DEFAULT_DISTANCE || miles === 0,
      unknown: {
        label: 'distance',
        instead: (params) => (isZip(params.get('zip') ?? '') ? 'within 25 miles (choose 5, 10, 25, 50 or 100)' : 'not sent: a distance needs a ZIP code'),
      },
    }),
    degree: one('degree', {
      default: '',
      entry: 'chosen',
      parse: (raw) => (raw in DEGREES ? raw : undefined),
      unknown: { label: 'degree', instead: 'any degree is shown' },
    }),
    /** Average net price in dollars, `min..max`. */
    cost: range('cost', 'net price range', COST_RULE),
    /** Admission rate in percent, `min..max`. */
    admit: range('admit', 'admission rate range', ADMIT_RULE),
    program: one('program', {
      default: '',
      entry: 'chosen',
      parse: (raw) => (isProgram(raw) ? raw : undefined),
      unknown: { label: 'field of study', instead: 'any field is shown' },
    }),
    /** `map` shows the map above the list; the list alone is the default. */
    view: choice('view', ['list', 'map'], { default: 'list', unknown: { label: 'view', instead: 'the list is shown without the map' } }),
  },
  {
    tidy: (search) => ({ ...search, distance: search.zip ? search.distance : 0 }),
    // Changing anything but the page, its size of columns or the map starts again at the first page.
    resets: { field: 'page', keptBy: ['page', 'fields', 'view'] },
  },
);

/** The /colleges view as it lives in the query string. */
export type CollegeSearch = ValuesOf<typeof collegesUrl.fields>;

export const parseSearch = (params: URLSearchParams): CollegeSearch => collegesUrl.read(params);

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
