import { describe, expect, it } from 'vitest';
import type { UrlParams } from '../shared/lib/url-state/url-fields.ts';
import { keysOf } from '../testing/url-declaration.ts';
import { bpiUrl } from './bpi/lib/url-params.ts';
import { compareUrl } from './colleges/lib/compare-ids.ts';
import { collegesUrl } from './colleges/lib/search-params.ts';
import { consoleUrl } from './countries/lib/console/console-url.ts';
import { jobsUrl } from './jobs/lib/url-filters.ts';
import { services } from './registry.ts';
import { swapUrl } from './swap/lib/form-url.ts';

/**
 * Every board tile kind whose view has query-string parameters, with its page's declaration and
 * the declared names the tile leaves out on purpose (a view of the page, not its whole state).
 * A kind's `params` and `defaults` in its service descriptor are read before any page code loads,
 * so they are written there as text; this test holds them to the declaration.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const pinnedViews: Record<string, { declaration: UrlParams<any>; leftOut: Record<string, string> }> = {
  'colleges/search': {
    declaration: collegesUrl,
    leftOut: {
      page: 'a tile counts the matches and names the first three',
      per_page: 'likewise: the page size does not change the count or the first three',
      fields: 'a tile shows one measure (by the sort), not the table’s columns',
      view: 'a tile draws the list, never the map',
    },
  },
  'colleges/compare': { declaration: compareUrl, leftOut: {} },
  'jobs/search': { declaration: jobsUrl, leftOut: {} },
  'bpi/currency': { declaration: bpiUrl, leftOut: { range: 'a tile shows the price, not the chart' } },
  'countries/query': { declaration: consoleUrl, leftOut: {} },
  'swap/pair': { declaration: swapUrl, leftOut: {} },
};

const kinds = services.flatMap((service) => (service.tiles?.kinds ?? []).map((kind) => ({ name: `${service.id}/${kind.id}`, kind })));

describe('board tile kinds', () => {
  it('each kind with parameters is one of the pinned views above, and each view above is a kind', () => {
    expect(kinds.filter(({ kind }) => kind.params?.length).map(({ name }) => name)).toEqual(expect.arrayContaining(Object.keys(pinnedViews)));
    expect(kinds.filter(({ kind }) => kind.params?.length).map(({ name }) => name)).toHaveLength(Object.keys(pinnedViews).length);
  });

  it.each(Object.entries(pinnedViews))(
    '%s pins every declared parameter but those it leaves out, with the page’s defaults',
    (name, { declaration, leftOut }) => {
      const { kind } = kinds.find((candidate) => candidate.name === name)!;
      const params = kind.params ?? [];
      expect([...params, ...Object.keys(leftOut)].sort()).toEqual([...declaration.names].sort());
      expect({ params, defaults: kind.defaults ?? {} }).toEqual(declaration.pinned(keysOf(declaration, params)));
    },
  );
});
