import { describe, expect, it } from 'vitest';
import { languageLabel, languageName } from './language-label.ts';

describe('language labels', () => {
  it('names a code by the loaded list first, then by the browser, never by the bare code', () => {
    expect(languageLabel('eu', [{ code: 'eu', name: 'Basque', native: 'Euskara', rtl: false }])).toBe('Basque (eu)');
    expect(languageLabel('eu', [])).toBe('Basque (eu)');
    expect(languageLabel('qq', [])).toBe('Unknown language (qq)');
    expect(languageName('not a tag!', [])).toBeUndefined();
  });
});
