import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_FIELDS } from './columns.ts';
import { collegesUrl, parseSearch, splitNameWords, toApiParams } from './search-params.ts';

/** Without a sort in the URL the list goes largest school first. */
const DEFAULT_SORT = 'latest.student.size:desc';
const sizeFrom = (size: string) => parseSearch(new URLSearchParams({ size })).size;

describe('parseSearch / collegesUrl.write', () => {
  it('reads the route contract names and writes them back, leaving defaults out', () => {
    const url = 'name=texas&state=TX&ownership=1&size=15000..&sort=school.name:asc&page=2&per_page=50&fields=school.school_url&closed=1&view=map';
    const search = parseSearch(new URLSearchParams(url));
    expect(search).toEqual({
      name: 'texas',
      state: 'TX',
      ownership: '1',
      size: '15000..',
      sort: 'school.name:asc',
      page: 2,
      perPage: 50,
      fields: ['school.school_url'],
      includeClosed: true,
      zip: '',
      distance: 0,
      degree: '',
      cost: '',
      admit: '',
      program: '',
      view: 'map',
    });
    expect(collegesUrl.write(search).toString()).toBe(new URLSearchParams(url).toString());
    expect(collegesUrl.write(parseSearch(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to safe defaults for hostile or unknown values', () => {
    const search = parseSearch(
      new URLSearchParams('state=<script>&ownership=9&size=abc&sort=school.city:up&page=-3&per_page=1000&fields=wombat,school.school_url,school.school_url'),
    );
    expect(search).toMatchObject({ state: '', ownership: '', size: '', sort: DEFAULT_SORT, page: 0, perPage: 20, fields: ['school.school_url'] });
    expect(parseSearch(new URLSearchParams('state=ZZ')).state).toBe('');
    expect(parseSearch(new URLSearchParams('state=tx')).state).toBe('TX');
    expect(parseSearch(new URLSearchParams()).fields).toEqual(DEFAULT_COLUMN_FIELDS);
    expect(parseSearch(new URLSearchParams('fields=')).fields).toEqual([]);
  });

  it('accepts only API ranges with lo < hi', () => {
    expect(sizeFrom('..1999')).toBe('..1999');
    expect(sizeFrom('2000..14999')).toBe('2000..14999');
    expect(sizeFrom('5000..100')).toBe('');
    expect(sizeFrom('..')).toBe('');
  });
});

describe('splitNameWords', () => {
  it('drops words the API ignores (under 3 letters, symbols)', () => {
    expect(splitNameWords('Texas A & M')).toEqual({ used: ['Texas'], skipped: ['A', '&', 'M'] });
    expect(splitNameWords('  st  ')).toEqual({ used: [], skipped: ['st'] });
  });
});

describe('toApiParams', () => {
  it('always asks for id, name, size and coordinates, keeps operating schools only and uses the zero-based page', () => {
    const params = toApiParams(parseSearch(new URLSearchParams('name=St Olaf&state=MN&ownership=2&size=..1999&page=3&fields=school.school_url')));
    expect(params).toEqual({
      'school.name': 'Olaf',
      'school.state': 'MN',
      'school.ownership': '2',
      'latest.student.size__range': '..1999',
      'school.operating': '1',
      fields: 'id,school.name,school.city,school.state,latest.student.size,location.lat,location.lon,school.school_url',
      sort: DEFAULT_SORT,
      page: '3',
      per_page: '20',
    });
    expect(toApiParams(parseSearch(new URLSearchParams('closed=1')))).not.toHaveProperty('school.operating');
    // The map colours by the sorted figure, so it is asked for even when its column is hidden.
    expect(toApiParams(parseSearch(new URLSearchParams('fields=&sort=latest.cost.tuition.out_of_state:asc'))).fields).toBe(
      'id,school.name,school.city,school.state,latest.student.size,location.lat,location.lon,latest.cost.tuition.out_of_state',
    );
    // The view is not the API's business: the list and the map send the same request.
    expect(toApiParams(parseSearch(new URLSearchParams('view=map')))).toEqual(toApiParams(parseSearch(new URLSearchParams())));
  });
});
