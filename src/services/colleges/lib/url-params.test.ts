import { describe, expect, it } from 'vitest';
import type { TileKindDescriptor } from '../../../shared/registry/descriptor.ts';
import { describeUrlParams, keysOf } from '../../../testing/url-declaration.ts';
import { colleges } from '../service.ts';
import { compareUrl } from './compare-ids.ts';
import { collegeDetailUrl } from './detail-params.ts';
import { collegesUrl } from './search-params.ts';

describeUrlParams('/colleges', collegesUrl, {
  name: { raw: 'ohio state', value: 'ohio state', entry: 'typed' },
  state: { raw: 'OR', value: 'OR', entry: 'chosen', invalid: 'XX', noticed: true },
  ownership: { raw: '3', value: '3', entry: 'chosen', invalid: '7', noticed: true },
  size: { raw: '2000..14999', value: '2000..14999', entry: 'chosen', invalid: '900..100', noticed: true },
  sort: { raw: 'latest.cost.tuition.in_state:desc', value: 'latest.cost.tuition.in_state:desc', entry: 'chosen', invalid: 'school.city:asc', noticed: true },
  page: { raw: '4', value: 4, entry: 'chosen', invalid: '1.5', noticed: true },
  perPage: { raw: '100', value: 100, entry: 'chosen', invalid: '30', noticed: true },
  fields: { raw: 'school.school_url,latest.cost.tuition.in_state', value: ['school.school_url', 'latest.cost.tuition.in_state'], entry: 'chosen' },
  includeClosed: { raw: '1', value: true, entry: 'chosen', invalid: 'yes' },
  zip: { raw: '60614', value: '60614', entry: 'typed', invalid: '6061', noticed: true },
  distance: { raw: '100', value: 100, entry: 'chosen', with: 'zip=60614', absent: 0, invalid: '30', noticed: true },
  degree: { raw: 'associate', value: 'associate', entry: 'chosen', invalid: 'masters', noticed: true },
  cost: { raw: '5000..', value: '5000..', entry: 'typed', invalid: '..999999', noticed: true },
  admit: { raw: '..35', value: '..35', entry: 'typed', invalid: '70..10', noticed: true },
  program: { raw: '5202', value: '5202', entry: 'chosen', invalid: '0000', noticed: true },
  view: { raw: 'map', value: 'map', entry: 'chosen', invalid: 'satellite', noticed: true },
});

describeUrlParams('/colleges/compare', compareUrl, {
  ids: { raw: '166683,110635', value: [166683, 110635], entry: 'chosen' },
  program: { raw: '5138', value: '5138', entry: 'chosen', invalid: '12' },
});

describeUrlParams('/colleges/:id', collegeDetailUrl, {
  income: { raw: '48001-75000', value: '48001-75000', entry: 'chosen', invalid: '0-1' },
  programSort: { raw: 'debt:asc', value: 'debt:asc', entry: 'chosen', invalid: 'fun:desc' },
});

describe('/colleges URL, beyond one field', () => {
  it('names the columns it does not know and keeps the rest when they are removed', () => {
    const link = new URLSearchParams('fields=school.school_url,made.up,other');
    expect(collegesUrl.read(link).fields).toEqual(['school.school_url']);
    expect(collegesUrl.unknown(link)).toEqual([{ param: 'fields', label: 'columns', value: 'made.up, other', instead: 'left out' }]);
    expect(collegesUrl.withoutUnknown(link).get('fields')).toBe('school.school_url');
  });

  it('starts again at the first page when a filter changes, not when the columns or the map do', () => {
    const onPage3 = new URLSearchParams('state=OR&page=3');
    expect(collegesUrl.patch(onPage3, { degree: 'bachelor' }).toString()).toBe('state=OR&degree=bachelor');
    expect(collegesUrl.patch(onPage3, { view: 'map' }).toString()).toBe('state=OR&page=3&view=map');
    // The page it resets does not count: typing a name on page 3 still replaces the entry.
    expect(collegesUrl.entryFor({ name: 'reed' }, true, onPage3)).toEqual({ replace: true });
  });

  it('drops the distance with its ZIP code, and keeps values it does not know until they are removed', () => {
    expect(collegesUrl.patch(new URLSearchParams('zip=60614&distance=100'), { zip: '' }).toString()).toBe('');
    expect(collegesUrl.patch(new URLSearchParams('state=XX'), { name: 'reed' }).toString()).toBe('name=reed&state=XX');
  });

  it('counts only the fields a write changes for its history entry', () => {
    const shown = new URLSearchParams('name=reed&state=OR');
    expect(collegesUrl.entryFor({ name: 'reed college', state: 'OR' }, true, shown)).toEqual({ replace: true });
    expect(collegesUrl.entryFor({ name: 'reed college', state: 'WA' }, true, shown)).toEqual({ replace: false });
  });
});

describe('the board tiles of /colleges', () => {
  const kinds: readonly TileKindDescriptor[] = colleges.tiles.kinds;
  it.each(kinds.map((kind) => [kind.id, kind] as const))('%s: its defaults are the page declaration’s', (_, kind) => {
    const declared =
      kind.path === 'colleges' ? collegesUrl.pinned(keysOf(collegesUrl, kind.params ?? [])) : compareUrl.pinned(keysOf(compareUrl, kind.params ?? []));
    expect({ params: kind.params, defaults: kind.defaults ?? {} }).toEqual(declared);
  });
});
