import type { UnknownUrlValue } from '../../ui/url-value-notice.tsx';

/**
 * How a change of a field enters history: text typed into a box replaces the current entry (Back
 * does not step through pauses in typing); a choice (a select, a checkbox, a page) pushes one, so
 * Back undoes it.
 */
export type Entry = 'typed' | 'chosen';

/** One query-string parameter of a page: its name, how it reads and writes, its default and its history entry. */
export interface UrlField<T> {
  /** The query-string name (part of the page's link contract). */
  readonly name: string;
  /** What the page assumes when the name is absent or its value is not understood. */
  readonly default: T;
  /** Typed or chosen; a field that is both (a preset or a custom value) decides by the value written. */
  readonly entry: Entry | ((value: T) => Entry);
  /**
   * The value the URL's values (all of them, in order; never empty) stand for, or undefined when
   * the page does not understand them. `params` is the whole query string, for a value that
   * depends on another (a distance needs a ZIP code).
   */
  readonly read: (values: readonly string[], params: URLSearchParams) => T | undefined;
  /** The URL values of a value; none leaves the name out. */
  readonly write: (value: T) => readonly string[];
  /** Whether a value is the default (left out of links so they stay short); by its written form unless given. */
  readonly isDefault?: (value: T) => boolean;
  /** How the page explains a value it does not understand; without it the value is ignored silently. */
  readonly unknown?: UnknownExplained;
}

export interface UnknownExplained {
  readonly label: string;
  readonly instead: string | ((params: URLSearchParams) => string);
  /** For a list read in part (some columns known, some not): the part not understood, as the notice names it. */
  readonly part?: (raw: string) => { label: string; value: string } | undefined;
}

interface OneOptions<T> {
  default: T;
  entry: UrlField<T>['entry'];
  /** The value a non-empty URL value stands for; undefined when not understood. */
  parse: (raw: string, params: URLSearchParams) => T | undefined;
  /** The URL value; '' leaves the name out. Defaults to String(value). */
  serialize?: (value: T) => string;
  isDefault?: (value: T) => boolean;
  unknown?: UrlField<T>['unknown'];
  /** What an empty value (`name=`) means, when it means something (it is then written too); otherwise it reads as absent. */
  emptyMeans?: T;
}

/** A parameter with one value (the first counts when a link repeats it). */
export function one<T>(name: string, options: OneOptions<T>): UrlField<T> {
  const serialize = options.serialize ?? String;
  return {
    name,
    default: options.default,
    entry: options.entry,
    read: ([raw = ''], params) => (raw === '' ? options.emptyMeans : options.parse(raw, params)),
    write: (value) => {
      const text = serialize(value);
      return text === '' && options.emptyMeans === undefined ? [] : [text];
    },
    isDefault: options.isDefault,
    unknown: options.unknown,
  };
}

/** Free text, kept as written (up to `maxLength`); empty by default. */
export const text = (name: string, entry: Entry, maxLength = Number.POSITIVE_INFINITY): UrlField<string> =>
  one(name, { default: '', entry, parse: (raw) => raw.slice(0, maxLength) });

/** A switch written as `name=<on>` (`remote=1`, `german=no`) and absent when off. */
export const flag = (name: string, on = '1'): UrlField<boolean> =>
  one(name, { default: false, entry: 'chosen', parse: (raw) => raw === on, serialize: (value) => (value ? on : '') });

/** One of a fixed set of words. */
export function choice<const W extends string>(
  name: string,
  words: readonly W[],
  options: { default: W; unknown?: UrlField<W>['unknown']; normalise?: (raw: string) => string },
): UrlField<W> {
  return one<W>(name, {
    default: options.default,
    entry: 'chosen',
    parse: (raw) => words.find((word) => word === (options.normalise ? options.normalise(raw) : raw)),
    unknown: options.unknown,
  });
}

/** A parameter a link may repeat (`tag=a&tag=b`): each value once, empty ones dropped. */
export const repeated = (name: string, entry: Entry): UrlField<readonly string[]> => ({
  name,
  default: [],
  entry,
  read: (values) => [...new Set(values.filter(Boolean))],
  write: (value) => value,
});

type AnyFields = Record<string, UrlField<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type ValuesOf<F extends AnyFields> = { [K in keyof F]: F[K] extends UrlField<infer T> ? T : never };

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/** A page's URL parameters, declared once; everything else about its query string derives from it. */
export interface UrlParams<F extends AnyFields> {
  readonly fields: F;
  /** Every declared query-string name. */
  readonly names: readonly string[];
  /** The page's view as its URL states it: each field read, defaults where absent or not understood. */
  read(params: URLSearchParams): ValuesOf<F>;
  /** The URL of a whole view: declared names only, defaults left out. */
  write(values: ValuesOf<F>): URLSearchParams;
  /** `previous` with the patched fields written (a default removes the name); other names stay as they are. */
  patch(previous: URLSearchParams, patch: Partial<ValuesOf<F>>): URLSearchParams;
  /**
   * How a write enters history: typing (a text box's draft sending its text) replaces the entry
   * when every field it changes is typed; anything else pushes one. Given `previous`, only the
   * patched fields whose value changes count (a form written whole); fields a patch resets or
   * tidies never count.
   */
  entryFor(patch: Partial<ValuesOf<F>>, typing: boolean, previous?: URLSearchParams): { replace: boolean };
  /** The values the page does not understand, with what it shows instead (fields that explain them). */
  unknown(params: URLSearchParams): UnknownUrlValue[];
  /** `params` without the values `unknown` names. */
  withoutUnknown(params: URLSearchParams): URLSearchParams;
  /** A board tile kind's view: the chosen fields' names and their defaults as written in a URL. */
  pinned(keys: readonly (keyof F & string)[]): { params: string[]; defaults: Record<string, string> };
}

interface DeclarationOptions<F extends AnyFields> {
  /** Settles fields that depend on each other, after reading and before writing. */
  tidy?: (values: ValuesOf<F>) => ValuesOf<F>;
  /** A field that goes back to its default when any field but `keptBy` changes (a page number when a filter changes). */
  resets?: { field: keyof F & string; keptBy: readonly (keyof F & string)[] };
}

/**
 * Declares a page's URL parameters. `tidy` settles fields that depend on each other (a distance
 * without a ZIP code), after reading and before writing.
 */
export function defineUrlParams<F extends AnyFields>(fields: F, options: DeclarationOptions<F> = {}): UrlParams<F> {
  const tidy = options.tidy ?? ((values: ValuesOf<F>) => values);
  const entries = Object.entries(fields) as [keyof F & string, UrlField<unknown>][];
  const isDefault = (field: UrlField<unknown>, value: unknown) =>
    field.isDefault ? field.isDefault(value) : sameValues(field.write(value), field.write(field.default));
  const readField = (field: UrlField<unknown>, params: URLSearchParams) => {
    const values = params.getAll(field.name);
    return values.length === 0 ? undefined : field.read(values, params);
  };
  const setField = (out: URLSearchParams, field: UrlField<unknown>, value: unknown) => {
    out.delete(field.name);
    if (!isDefault(field, value)) for (const written of field.write(value)) out.append(field.name, written);
  };
  const unknown = (params: URLSearchParams): UnknownUrlValue[] =>
    entries.flatMap(([, field]) => {
      const value = params.get(field.name);
      if (!field.unknown || value === null || value === '') return [];
      const { label, instead, part } = field.unknown;
      const explained = typeof instead === 'function' ? instead(params) : instead;
      if (part) {
        const strange = part(value);
        return strange ? [{ param: field.name, ...strange, instead: explained }] : [];
      }
      return readField(field, params) === undefined ? [{ param: field.name, label, value, instead: explained }] : [];
    });

  return {
    fields,
    names: entries.map(([, field]) => field.name),
    read(params) {
      const values = Object.fromEntries(entries.map(([key, field]) => [key, readField(field, params) ?? field.default]));
      return tidy(values as ValuesOf<F>);
    },
    write(values) {
      const out = new URLSearchParams();
      const tidied = tidy(values);
      for (const [key, field] of entries) setField(out, field, tidied[key]);
      return out;
    },
    patch(previous, patch) {
      const before = this.read(previous);
      const reset = options.resets;
      const resetting = reset && !(reset.field in patch) && Object.keys(patch).some((key) => !reset.keptBy.includes(key));
      const full = resetting ? { ...patch, [reset.field]: fields[reset.field]!.default } : patch;
      const next = tidy({ ...before, ...full });
      // Declared names in their order, then any others as they were.
      const out = new URLSearchParams();
      for (const [key, field] of entries) {
        // A field the tidying changed (a distance dropped with its ZIP code) is written too.
        const tidied = !sameValues(field.write(next[key]), field.write(before[key]));
        if (key in full || tidied) setField(out, field, next[key]);
        else for (const value of previous.getAll(field.name)) out.append(field.name, value);
      }
      for (const [name, value] of previous) if (!fields[name] && !entries.some(([, field]) => field.name === name)) out.append(name, value);
      return out;
    },
    entryFor(patch, typing, previous) {
      const before = previous && this.read(previous);
      const set = entries.filter(([key, field]) => key in patch && (!before || !sameValues(field.write(patch[key]), field.write(before[key]))));
      const typed = set.length > 0 && set.every(([key, field]) => (typeof field.entry === 'function' ? field.entry(patch[key]) : field.entry) === 'typed');
      return { replace: typing && typed };
    },
    unknown,
    withoutUnknown(params) {
      const out = new URLSearchParams(params);
      // A list read in part keeps what the page understood.
      for (const [, field] of entries) {
        if (!unknown(params).some(({ param }) => param === field.name)) continue;
        const understood = readField(field, params);
        if (understood === undefined) out.delete(field.name);
        else setField(out, field, understood);
      }
      return out;
    },
    pinned(keys) {
      const chosen = keys.map((key) => fields[key]!);
      const defaults = Object.fromEntries(
        chosen.flatMap((field) =>
          field
            .write(field.default)
            .slice(0, 1)
            .map((value) => [field.name, value]),
        ),
      );
      return { params: chosen.map((field) => field.name), defaults };
    },
  };
}
