import { beforeEach, describe, expect, it } from 'vitest';
import { readRecentCountries, recordRecentCountry } from './recent-countries.ts';
import { resetStores } from '../../../testing/reset-stores.ts';

describe('recent countries', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('puts the latest first, once, and keeps eight', () => {
    for (const code of ['AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ']) recordRecentCountry(code, code);
    recordRecentCountry('AL', 'Albania');
    const recent = readRecentCountries();
    expect(recent[0]).toEqual({ code: 'AL', name: 'Albania' });
    expect(recent.map((country) => country.code)).toEqual(['AL', 'AQ', 'AO', 'AM', 'AI', 'AG', 'AF', 'AE']);
  });

  it('reads unreadable or foreign data as none', () => {
    localStorage.setItem('countries.recent.v1', '{broken');
    expect(readRecentCountries()).toEqual([]);
    resetStores();
    localStorage.setItem('countries.recent.v1', JSON.stringify([{ code: 'javascript:alert(1)', name: 'x' }]));
    expect(readRecentCountries()).toEqual([]);
  });
});
