import { afterEach, describe, expect, it, vi } from 'vitest';

/** Evaluates the module as uPlot's importer does, in a page whose language is `language`. */
async function loadIn(language: string) {
  vi.resetModules();
  Object.defineProperty(navigator, 'language', { value: language, configurable: true });
  await import('./uplot-locale.ts');
  return navigator.language;
}

afterEach(() => {
  delete (navigator as { language?: string }).language;
  vi.resetModules();
});

describe('the language uPlot reads', () => {
  it('is en-US where the page reports a POSIX name, so uPlot can build its number format', async () => {
    for (const posix of ['C', 'de_CH.UTF-8']) {
      expect(() => new Intl.NumberFormat(posix)).toThrow(RangeError);
      const language = await loadIn(posix);
      expect(language).toBe('en-US');
      expect(new Intl.NumberFormat(language).format(1234.5)).toBe('1,234.5');
    }
  });

  it('is the page language where that is a tag', async () => {
    expect(await loadIn('de-CH')).toBe('de-CH');
  });
});
