import { formatInteger } from './format.ts';

let rules: Intl.PluralRules | undefined;

/**
 * The word for a count, chosen by Intl.PluralRules ("1 row", "0 rows", "2 rows"). `other` is
 * needed where adding "s" is wrong (country -> countries, is -> are).
 */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  rules ??= new Intl.PluralRules('en-US');
  return rules.select(count) === 'one' ? one : other;
}

/** The count, grouped, and its word: "1 job", "1,200 jobs". */
export const countOf = (count: number, one: string, other?: string) => `${formatInteger(count)} ${pluralWord(count, one, other)}`;
