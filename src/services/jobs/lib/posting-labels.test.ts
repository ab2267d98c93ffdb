import { describe, expect, it } from 'vitest';
import { languageBadge, languageName, languageWords } from './posting-labels.ts';

const browserName = (code: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code);

describe('languageName', () => {
  it("names every language as the browser's English display names do, the board's two included", () => {
    for (const code of ['de', 'en', 'fr', 'pl', 'es', 'nl']) expect(languageName(code)).toBe(browserName(code));
  });

  it('gives the same name when asked again', () => {
    expect(languageName('it')).toBe('Italian');
    expect(languageName('it')).toBe('Italian');
  });

  it('keeps a code the browser cannot name', () => {
    expect(languageName('not a code')).toBe('not a code');
    expect(languageName('not a code')).toBe('not a code');
  });

  it('takes no property of a plain object for a name', () => {
    expect(languageName('constructor')).not.toMatch(/function/);
  });
});

describe('labels', () => {
  it('shows the two board languages by code and others by name', () => {
    expect(languageBadge('de')).toBe('DE');
    expect(languageBadge('pt')).toBe('Portuguese');
    expect(languageBadge(undefined)).toBe('Language unclear');
    expect(languageWords('de')).toBe('German');
    expect(languageWords(undefined)).toBe('language unclear');
  });
});
