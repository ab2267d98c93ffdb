import { describe, expect, it } from 'vitest';
import { describeUrlParams, keysOf } from '../../../testing/url-declaration.ts';
import { countries } from '../service.ts';
import { consoleUrl, DEFAULT_QUERY } from './console/console-url.ts';
import { countriesUrl } from './list-params.ts';
import { countryDetailUrl } from './name-languages.ts';

describeUrlParams('/countries', countriesUrl, {
  q: { raw: 'São', value: 'São', entry: 'typed' },
  continent: { raw: 'AF', value: 'AF', entry: 'chosen', invalid: 'Africa', noticed: true },
  currency: { raw: 'JPY', value: 'JPY', entry: 'typed', invalid: 'dollars', noticed: true },
  language: { raw: 'pt', value: 'pt', entry: 'chosen', invalid: 'portuguese', noticed: true },
  sort: { raw: 'code', value: 'code', entry: 'chosen', invalid: 'population', noticed: true },
});

describeUrlParams('/countries/:code', countryDetailUrl, {
  names: { raw: 'ja', value: 'ja', entry: 'chosen', invalid: 'klingon', noticed: true },
});

describeUrlParams('/countries/console', consoleUrl, {
  query: { raw: '{ continents { code } }', value: '{ continents { code } }', entry: 'typed' },
  variables: { raw: '{"code":"AN"}', value: '{"code":"AN"}', entry: 'typed' },
});

describe('/countries URLs, beyond one field', () => {
  it('reads codes in the API’s case', () => {
    expect(countriesUrl.read(new URLSearchParams('continent=sa&currency=brl&language=PT'))).toMatchObject({ continent: 'SA', currency: 'BRL', language: 'pt' });
  });

  it('the console’s board tile leaves out the same default query as the page', () => {
    const kind = countries.tiles.kinds.find((candidate) => candidate.path === 'countries/console')!;
    expect({ params: kind.params, defaults: kind.defaults }).toEqual(consoleUrl.pinned(keysOf(consoleUrl, kind.params ?? [])));
    expect(consoleUrl.read(new URLSearchParams()).query).toBe(DEFAULT_QUERY);
  });
});
