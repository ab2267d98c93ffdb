import { describe, expect, it } from 'vitest';
import type { Entry, UrlParams, ValuesOf } from '../shared/lib/url-state/url-fields.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFields = Record<string, any>;

/** What a test states about one declared field, independently of the declaration. */
export interface FieldSample<T> {
  /** A value as a link writes it, and what the page reads from it. */
  raw: string;
  value: T;
  /** How a change of the field enters history when typed into its box. */
  entry: Entry;
  /** A value the page does not understand (read as the default); with `noticed`, the page names it. */
  invalid?: string;
  noticed?: boolean;
  /** Fields the sample needs beside it (a distance needs a ZIP code). */
  with?: string;
  /** What the page reads when the name is absent, where another field settles it (no ZIP: no distance). */
  absent?: T;
  /** The link spells the default out (a form whose link states every field). */
  spelledOut?: boolean;
}

export type Samples<F extends AnyFields> = { [K in keyof F]: FieldSample<ValuesOf<F>[K]> };

/**
 * Drives every field of a page's URL declaration: its default, reading, writing back (the same
 * link), an unknown value, and its history entry. Every declared field must have a sample.
 */
export function describeUrlParams<F extends AnyFields>(title: string, declaration: UrlParams<F>, samples: Samples<F>) {
  const defaults = declaration.read(new URLSearchParams());
  const fields = Object.entries(samples) as [keyof F & string, FieldSample<unknown>][];

  describe(`${title}: its URL parameters`, () => {
    it('has a sample for every declared field', () => {
      expect(Object.keys(samples).sort()).toEqual(Object.keys(declaration.fields).sort());
    });

    it.each(fields)('%s: absent reads as the default, left out of links unless spelled out', (key, sample) => {
      expect(defaults[key]).toEqual('absent' in sample ? sample.absent : declaration.fields[key].default);
      expect(declaration.write(defaults).has(declaration.fields[key].name)).toBe(sample.spelledOut === true);
    });

    it.each(fields)('%s: reads a link and writes the same link back', (key, sample) => {
      const name = declaration.fields[key].name as string;
      const link = new URLSearchParams(sample.with);
      link.append(name, sample.raw);
      const read = declaration.read(link);
      expect(read[key]).toEqual(sample.value);
      expect(declaration.write(read).getAll(name)).toEqual(link.getAll(name));
      expect(declaration.read(declaration.write(read))[key]).toEqual(sample.value);
    });

    it.each(fields.filter(([, sample]) => sample.invalid !== undefined))('%s: a value it does not understand reads as the default', (key, sample) => {
      const link = new URLSearchParams(sample.with);
      link.append(declaration.fields[key].name as string, sample.invalid!);
      expect(declaration.read(link)[key]).toEqual(declaration.fields[key].default);
      const named = declaration.unknown(link).some(({ param }) => param === declaration.fields[key].name);
      expect(named).toBe(sample.noticed === true);
      if (named) expect(declaration.withoutUnknown(link).has(declaration.fields[key].name as string)).toBe(false);
    });

    it.each(fields)('%s: typing into it replaces the history entry only when it is typed; a choice pushes', (key, sample) => {
      const patch = { [key]: sample.value } as Partial<ValuesOf<F>>;
      expect(declaration.entryFor(patch, true)).toEqual({ replace: sample.entry === 'typed' });
      expect(declaration.entryFor(patch, false)).toEqual({ replace: false });
    });
  });
}

/** The field keys of a declaration's query-string names, for a board tile kind's `params`. */
export function keysOf<F extends AnyFields>(declaration: UrlParams<F>, names: readonly string[]): (keyof F & string)[] {
  return names.map((name) => {
    const key = Object.keys(declaration.fields).find((candidate) => declaration.fields[candidate].name === name);
    if (!key) throw new Error(`"${name}" is not a declared parameter`);
    return key;
  });
}
