import { expect, it } from 'vitest';
import { describeUrlParams, keysOf } from '../../../testing/url-declaration.ts';
import { bpi } from '../service.ts';
import { bpiUrl } from './url-params.ts';

describeUrlParams('/bpi', bpiUrl, {
  currency: { raw: 'JPY', value: 'JPY', entry: 'chosen', invalid: 'bitcoins', spelledOut: true },
  range: { raw: '3m', value: '3m', entry: 'chosen', invalid: '10y', noticed: true, spelledOut: true },
});

it('the /bpi board tile assumes the currency the page assumes', () => {
  const [kind] = bpi.tiles.kinds;
  expect({ params: kind.params, defaults: kind.defaults }).toEqual(bpiUrl.pinned(keysOf(bpiUrl, kind.params ?? [])));
});
