import type { Language } from '../api/country-list.ts';
import { lazily } from '../../../shared/lib/lazily.ts';

/** The browser's table of English language names (undefined where the browser has none), built on the first look-up that needs it. */
const displayNames = lazily(() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  } catch {
    return undefined;
  }
});

/**
 * A language's English name for a code: from the loaded countries when one speaks it, else from the
 * browser's own table (a filter can name a language no loaded country speaks), else undefined.
 */
export function languageName(code: string, known: readonly Language[]): string | undefined {
  const listed = known.find((language) => language.code === code)?.name;
  if (listed) return listed;
  try {
    return displayNames()?.of(code);
  } catch {
    // Not a well-formed language tag.
    return undefined;
  }
}

/** "Basque (eu)"; a code nobody names reads "Unknown language (xx)". */
export const languageLabel = (code: string, known: readonly Language[]) => `${languageName(code, known) ?? 'Unknown language'} (${code})`;
