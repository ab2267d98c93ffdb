import { describe, expect, it } from 'vitest';
import { defaultTileTitle, isPlaceholderTitle, keptDetails, matchPin, type TileKindRef } from './tile-match.ts';

const kinds: TileKindRef[] = [
  { serviceId: 'jobs', kind: { id: 'search', path: 'jobs', title: 'Jobs', params: ['q', 'visa', 'tag'] } },
  { serviceId: 'jobs', kind: { id: 'saved', path: 'jobs/saved', title: 'Saved jobs' } },
  { serviceId: 'countries', kind: { id: 'country', path: 'countries/:code', title: 'Country' } },
  { serviceId: 'colleges', kind: { id: 'compare', path: 'colleges/compare', title: 'Compare', params: ['ids'], unorderedLists: ['ids'] } },
  { serviceId: 'bpi', kind: { id: 'currency', path: 'bpi', title: 'Bitcoin', params: ['currency'], defaults: { currency: 'USD' } } },
];

describe('matchPin', () => {
  it('gives one canonical URL for the same view spelled differently', () => {
    const a = matchPin(kinds, '/jobs?visa=1&q=sales&page=3');
    const b = matchPin(kinds, '/jobs?q=sales&visa=1#top');
    expect(a?.url).toBe('/jobs?q=sales&visa=1');
    expect(b?.url).toBe(a?.url);
    expect(matchPin(kinds, '/jobs/?q=%20sales%20&visa=1')?.url).toBe('/jobs?q=sales&visa=1');
  });

  it('drops defaults spelled out and sorts unordered lists', () => {
    expect(matchPin(kinds, '/bpi?currency=USD')?.url).toBe('/bpi');
    expect(matchPin(kinds, '/bpi?currency=EUR')?.url).toBe('/bpi?currency=EUR');
    expect(matchPin(kinds, '/colleges/compare?ids=3,1,2,1')?.url).toBe(matchPin(kinds, '/colleges/compare?ids=1,2,3')?.url);
    expect(matchPin(kinds, '/colleges/compare?ids=3,1,2')?.url).toBe('/colleges/compare?ids=1%2C2%2C3');
  });

  it('compares case-insensitive values in lower case, their default included', () => {
    const hex: TileKindRef[] = [
      { serviceId: 'swap', kind: { id: 'pair', path: 'swap', title: 'Swap', params: ['token'], defaults: { token: '0xAbC' }, caseInsensitive: ['token'] } },
    ];
    expect(matchPin(hex, '/swap?token=0xDEF')?.url).toBe('/swap?token=0xdef');
    expect(matchPin(hex, '/swap?token=0xdef')?.url).toBe('/swap?token=0xdef');
    expect(matchPin(hex, '/swap?token=0xabc')?.url).toBe('/swap');
    // Elsewhere case still counts.
    expect(matchPin(kinds, '/jobs?q=Sales')?.url).toBe('/jobs?q=Sales');
  });

  it('keeps only the details a kind declares', () => {
    const kind = { id: 'pair', path: 'swap', title: 'Swap', details: ['symbol', 'decimals'] };
    expect(keptDetails(kind, { decimals: '6', symbol: 'USDC', apiKey: 'secret' })).toEqual({ symbol: 'USDC', decimals: '6' });
    expect(keptDetails(kind, { apiKey: 'secret' })).toBeUndefined();
    expect(keptDetails(kind, undefined)).toBeUndefined();
    expect(keptDetails({ id: 'x', path: 'x', title: 'X' }, { symbol: 'USDC' })).toBeUndefined();
  });

  it('keeps repeated names in order and reads route parameters', () => {
    expect(matchPin(kinds, '/jobs?tag=a&tag=b')?.url).toBe('/jobs?tag=a&tag=b');
    const country = matchPin(kinds, '/countries/FR');
    expect(country?.kind.id).toBe('country');
    expect(country?.params).toEqual({ code: 'FR' });
  });

  it('prefers a fixed path to a pattern', () => {
    expect(matchPin([{ serviceId: 'x', kind: { id: 'any', path: 'jobs/:slug', title: 'Job' } }, ...kinds], '/jobs/saved')?.kind.id).toBe('saved');
  });

  it('refuses what is not a pinnable page of this app', () => {
    for (const href of [
      'https://evil.example/jobs',
      '//evil.example/jobs',
      'javascript:alert(1)',
      'jobs',
      '/settings',
      '/countries/FR/extra',
      '/countries/%E0%A4%A',
    ]) {
      expect(matchPin(kinds, href), href).toBeUndefined();
    }
  });
});

describe('defaultTileTitle', () => {
  it('names the page and the values the view depends on', () => {
    expect(defaultTileTitle(matchPin(kinds, '/jobs?q=sales&visa=1')!, 'Jobs')).toBe('Jobs · sales · visa');
    expect(defaultTileTitle(matchPin(kinds, '/colleges/compare?ids=1,2,3')!, 'Compare')).toBe('Compare · 3 chosen');
    expect(defaultTileTitle(matchPin(kinds, '/countries/FR')!)).toBe('Country · FR');
    expect(defaultTileTitle(matchPin(kinds, `/jobs?q=${'x'.repeat(200)}`)!, 'Jobs')).toHaveLength(80);
  });
});

describe('isPlaceholderTitle', () => {
  it('knows a title that only repeats the view’s address, however it is spaced, and nothing else', () => {
    const germany = matchPin(kinds, '/countries/DE')!;
    expect(isPlaceholderTitle(germany, 'Country · DE')).toBe(true);
    expect(isPlaceholderTitle(germany, 'Country DE')).toBe(true);
    expect(isPlaceholderTitle(germany, '  Country   DE ')).toBe(true);
    expect(isPlaceholderTitle(germany, 'Germany (DE)')).toBe(false);
    expect(isPlaceholderTitle(germany, 'Country FR')).toBe(false);
    expect(isPlaceholderTitle(germany, 'Where we ship')).toBe(false);
    const jobs = matchPin(kinds, '/jobs?q=nurse&visa=1')!;
    expect(isPlaceholderTitle(jobs, 'Jobs · nurse · visa')).toBe(true);
    expect(isPlaceholderTitle(jobs, 'Night shifts')).toBe(false);
  });
});
