import { describe, expect, it } from 'vitest';
import { giveUplotALanguageTag } from './uplot-locale.ts';

const navigatorSaying = (language: string) => Object.create({ language }) as Navigator;

describe('giveUplotALanguageTag', () => {
  it('gives a page whose language is a POSIX name en-US, so uPlot can build its number format', () => {
    for (const posix of ['C', 'de_CH.UTF-8']) {
      const nav = navigatorSaying(posix);
      expect(() => new Intl.NumberFormat(nav.language)).toThrow(RangeError);
      giveUplotALanguageTag(nav);
      expect(nav.language).toBe('en-US');
      expect(new Intl.NumberFormat(nav.language).format(1234.5)).toBe('1,234.5');
    }
  });

  it('leaves a valid language as it is', () => {
    const nav = navigatorSaying('de-CH');
    giveUplotALanguageTag(nav);
    expect(nav.language).toBe('de-CH');
    expect(Object.hasOwn(nav, 'language')).toBe(false);
  });
});
