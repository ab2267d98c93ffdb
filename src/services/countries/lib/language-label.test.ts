import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageLabel, languageName } from './language-label.ts';

const tamil = { code: 'ta', name: 'Tamil', native: 'தமிழ்', rtl: false };

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('language labels', () => {
  it('names a code by the loaded list first, then by the browser, never by the bare code', () => {
    expect(languageLabel('eu', [{ code: 'eu', name: 'Basque', native: 'Euskara', rtl: false }])).toBe('Basque (eu)');
    expect(languageLabel('eu', [])).toBe('Basque (eu)');
    expect(languageLabel('qq', [])).toBe('Unknown language (qq)');
    expect(languageName('not a tag!', [])).toBeUndefined();
  });

  it("builds the browser's table of names only when the loaded list cannot answer, and once", async () => {
    const BrowserDisplayNames = Intl.DisplayNames;
    const built = vi.spyOn(Intl, 'DisplayNames').mockImplementation(function (...args: ConstructorParameters<typeof Intl.DisplayNames>) {
      return new BrowserDisplayNames(...args);
    });
    vi.resetModules();
    const fresh = await import('./language-label.ts');
    expect(built).not.toHaveBeenCalled();
    expect(fresh.languageName('ta', [tamil])).toBe('Tamil');
    expect(built).not.toHaveBeenCalled();
    expect(fresh.languageName('cy', [tamil])).toBe('Welsh');
    expect(fresh.languageName('gd', [])).toBe('Scottish Gaelic');
    expect(built).toHaveBeenCalledTimes(1);
  });
});
