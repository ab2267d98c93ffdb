import { tabScope } from './tab-scope.ts';

/**
 * The reader's locale: numbers, prices, dates and times are written as the reader writes them,
 * while every word stays English. One validated tag per tab, and formatters built once per set of
 * options, on first use.
 */
const FALLBACK_LOCALE = 'en-US';

/** POSIX names ("de_DE.UTF-8", "C") as some engines report them: the language part, with a hyphen. */
const fromPosix = (tag: string) => tag.split(/[.@]/)[0]!.replaceAll('_', '-');

/**
 * The first of `tags` that is a language tag Intl canonicalises and formats numbers in, else en-US.
 * en-US itself is taken as it is: asking Intl loads its locale data, a long task on a slow phone
 * that most readers would pay before the first number is written.
 */
function pickLocale(tags: readonly string[]): string {
  for (const tag of tags) {
    if (tag === FALLBACK_LOCALE) return FALLBACK_LOCALE;
    try {
      const [canonical] = Intl.getCanonicalLocales(fromPosix(tag));
      if (canonical && Intl.NumberFormat.supportedLocalesOf([canonical]).length > 0) return canonical;
    } catch {
      // Not a language tag (WebKitGTK under a POSIX locale reports "C"): the next one, or en-US.
    }
  }
  return FALLBACK_LOCALE;
}

const readerLocale = tabScope.define(() => {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return pickLocale([...(nav?.languages ?? []), ...(nav?.language ? [nav.language] : [])]);
});

const numberFormats = tabScope.define(() => new Map<string, Intl.NumberFormat>());

/** An Intl.NumberFormat in the reader's locale, built once per set of options. Throws as Intl does (an unknown currency). */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  const cache = numberFormats();
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(readerLocale(), options);
    cache.set(key, format);
  }
  return format;
}

interface NumberSymbols {
  group: string;
  decimal: string;
  /** What stands before a negative number's digits ("-" in most locales, with a direction mark in some). */
  minus: string;
  /** True where numbers are Latin digits grouped by three from the first thousand: then digits are grouped without Intl. */
  byThrees: boolean;
}

/** en-US's own separators: most readers' locale is told without building a formatter (a page's first Intl object is a long task on a slow phone). */
const EN_US: NumberSymbols = { group: ',', decimal: '.', minus: '-', byThrees: true };

/** The reader's separators, read once from Intl. */
export const numberSymbols = tabScope.define((): NumberSymbols => {
  if (readerLocale() === FALLBACK_LOCALE) return EN_US;
  const parts = numberFormat().formatToParts(1234567.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? '';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const byThrees =
    group !== '' && numberFormat().format(1234567.5) === `1${group}234${group}567${decimal}5` && numberFormat().format(1234.5) === `1${group}234${decimal}5`;
  const minus = numberFormat().format(-1).replace(numberFormat().format(1), '');
  return { group, decimal, minus, byThrees };
});

/** The reader's digits 0–9 (Latin in most locales, Arabic-Indic in some). */
const localDigits = tabScope.define(() => {
  const plain = numberFormat({ useGrouping: false });
  return Array.from({ length: 10 }, (_, digit) => plain.format(digit));
});

/**
 * Decimal digits written in the reader's form: `whole` and `fraction` are ASCII digit strings
 * ("1234567", "50"). Grouped by hand where the locale groups by threes, else by Intl (which takes
 * a bigint, so no digit is lost).
 */
export function writeDigits(whole: string, fraction = '', negative = false): string {
  const symbols = numberSymbols();
  let text: string;
  if (symbols.byThrees) {
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group);
    text = fraction ? `${grouped}${symbols.decimal}${fraction}` : grouped;
  } else {
    const digits = localDigits();
    const local = fraction ? `${symbols.decimal}${fraction.replace(/\d/g, (digit) => digits[Number(digit)]!)}` : '';
    text = `${numberFormat().format(BigInt(whole || '0'))}${local}`;
  }
  return negative ? `${symbols.minus}${text}` : text;
}

/**
 * `value` rounded to `digits` decimals, as ASCII digit strings, the way Intl rounds: the shortest
 * decimal that reads back as `value` (what `String` writes), halves away from zero. Undefined
 * where that decimal has an exponent ("1e+21", "5e-7") or is not a number.
 */
function roundedDigits(value: number, digits: number): { whole: string; fraction: string } | undefined {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return { whole, fraction: fraction.padEnd(digits, '0') };
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const rounded = (fraction[digits]! >= '5' ? (BigInt(kept) + 1n).toString() : kept).padStart(digits + 1, '0');
  return { whole: rounded.slice(0, rounded.length - digits), fraction: rounded.slice(rounded.length - digits) };
}

/**
 * A number with exactly `digits` decimals (or at most, with `upTo`), in the reader's form. Rounded
 * and grouped by hand where the locale groups by threes (en-US without building a formatter: a
 * page's first number formatter loads the locale's number data, a long task on a slow phone).
 */
export function formatFixed(value: number, digits: number, upTo = false): string {
  const rounded = numberSymbols().byThrees ? roundedDigits(value, digits) : undefined;
  if (!rounded) return numberFormat({ minimumFractionDigits: upTo ? 0 : digits, maximumFractionDigits: digits }).format(value);
  const fraction = upTo ? rounded.fraction.replace(/0+$/, '') : rounded.fraction;
  return writeDigits(rounded.whole, fraction, value < 0 || Object.is(value, -0));
}

/** The narrow symbols en-US writes before an amount, for currencies of two minor units. */
const EN_US_NARROW_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * A price in `code` as the reader's locale writes it with the currency's narrow symbol ("$1,234.50",
 * "1.234,50 €"), in the currency's own minor units unless `maximumFractionDigits` is given. en-US
 * dollars, euros and pounds are written without building a formatter. Throws as Intl does (a code
 * that is not a currency).
 */
export function formatCurrency(value: number, code: string, maximumFractionDigits?: number): string {
  const symbol = readerLocale() === FALLBACK_LOCALE ? EN_US_NARROW_SYMBOLS[code] : undefined;
  const rounded = symbol === undefined ? undefined : roundedDigits(value, maximumFractionDigits ?? 2);
  if (rounded) return `${value < 0 || Object.is(value, -0) ? '-' : ''}${symbol}${writeDigits(rounded.whole, rounded.fraction)}`;
  return numberFormat({
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
    ...(maximumFractionDigits === undefined ? {} : { maximumFractionDigits }),
  }).format(value);
}

type CurrencyTemplate = { parts: Intl.NumberFormatPart[]; group: string; decimal: string };
const currencyTemplates = tabScope.define(() => new Map<string, CurrencyTemplate>());

function currencyTemplate(code: string, negative: boolean): CurrencyTemplate {
  const key = `${code}:${negative}`;
  const cache = currencyTemplates();
  let template = cache.get(key);
  if (!template) {
    const parts = numberFormat({ style: 'currency', currency: code, minimumFractionDigits: 1 }).formatToParts(negative ? -1234.5 : 1234.5);
    const symbol = (type: string, fallback: string) => parts.find((part) => part.type === type)?.value ?? fallback;
    template = { parts, group: symbol('group', numberSymbols().group), decimal: symbol('decimal', numberSymbols().decimal) };
    cache.set(key, template);
  }
  return template;
}

const NUMBER_PARTS = new Set<string>(['integer', 'group', 'decimal', 'fraction']);

/**
 * An exact amount (ASCII digit strings, so bigint decimals keep every digit) as the reader's locale
 * writes a price in `code`: "$1,234.56" in en-US, "1.234,56 $" in de-DE, "$-1'234.56" in de-CH.
 */
export function formatCurrencyDigits(code: string, whole: string, fraction = '', negative = false): string {
  if (code === 'USD' && readerLocale() === FALLBACK_LOCALE) {
    // en-US dollars are told without building a formatter: a results table's first paint shows many.
    return `${negative ? '-' : ''}$${writeDigits(whole, fraction)}`;
  }
  const { parts, group, decimal } = currencyTemplate(code, negative);
  const symbols = numberSymbols();
  const digits = writeDigits(whole, fraction);
  // The currency's own separators, where they differ from plain numbers' (fr-CH writes "1 234.50 $US" but "1 234,5").
  const regrouped = symbols.group === '' ? digits : digits.replaceAll(symbols.group, '\u0000');
  const number = regrouped.replace(symbols.decimal, decimal).replaceAll('\u0000', group);
  let written = false;
  return parts
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (written) return '';
      written = true;
      return number;
    })
    .join('');
}

const dateFormats = tabScope.define(() => new Map<string, { reader: Intl.DateTimeFormat; english?: Intl.DateTimeFormat }>());
/** Parts that are words: they come from English, the numbers and their order from the reader's locale. */
const WORD_PARTS = new Set<string>(['weekday', 'dayPeriod', 'era']);

/**
 * A date or time in the reader's order and digits with English words ("27. Nov 2026, 14:05" in
 * de-DE, "Nov 27, 2026, 2:05 PM" in en-US). Built once per set of options.
 */
export function formatDateTime(date: Date | number, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  const cache = dateFormats();
  let formats = cache.get(key);
  if (!formats) {
    const reader = new Intl.DateTimeFormat(readerLocale(), options);
    const english = /^en\b/.test(reader.resolvedOptions().locale) ? undefined : new Intl.DateTimeFormat('en-US', options);
    formats = { reader, english };
    cache.set(key, formats);
  }
  if (!formats.english) return formats.reader.format(date);
  const english = formats.english.formatToParts(date);
  const wordOf = (type: string) => english.find((part) => part.type === type)?.value;
  return formats.reader
    .formatToParts(date)
    .map((part) => {
      const isWord = WORD_PARTS.has(part.type) || (part.type === 'month' && !/^\P{L}*$/u.test(part.value));
      return isWord ? (wordOf(part.type) ?? part.value) : part.value;
    })
    .join('');
}
