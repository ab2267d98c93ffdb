import { describe, expect, it } from 'vitest';
import { summariseOutcome } from './console-summary.ts';

const reply = (json: { data?: unknown; errors?: unknown[] }) => {
  const summary = summariseOutcome({ kind: 'reply', json, ms: 12, bytes: 100 });
  if (summary.kind !== 'reply') throw new Error('A reply is summarised as a reply');
  return summary;
};

describe('a console run as a tile keeps it', () => {
  it('keeps the first list’s first four rows, scalar columns only, and counts the rest', () => {
    const countries = Array.from({ length: 8 }, (_, index) => ({
      code: `C${index}`,
      name: `Country ${index}`,
      capital: index === 0 ? null : `City ${index}`,
      languages: [{ name: 'x' }],
      continent: { name: 'Europe' },
    }));
    expect(reply({ data: { countries } })).toEqual({
      kind: 'reply',
      errors: [],
      hasData: true,
      table: {
        path: 'countries',
        columns: ['code', 'name', 'capital'],
        rows: [
          ['C0', 'Country 0', '—'],
          ['C1', 'Country 1', 'City 1'],
          ['C2', 'Country 2', 'City 2'],
          ['C3', 'Country 3', 'City 3'],
        ],
        total: 8,
      },
    });
  });

  it('finds a list nested in an object, and a list of scalars', () => {
    expect(reply({ data: { country: { name: 'France', states: [{ code: 'A', name: 'Ain' }] } } }).table).toMatchObject({
      path: 'country.states',
      columns: ['code', 'name'],
      total: 1,
    });
    expect(reply({ data: { country: { currencies: ['EUR', 'XPF'] } } }).table).toEqual({
      path: 'country.currencies',
      columns: ['value'],
      rows: [['EUR'], ['XPF']],
      total: 2,
    });
  });

  it('summarises a result without a list as short JSON', () => {
    const summary = reply({ data: { country: { name: 'France', capital: 'Paris', note: 'x'.repeat(400) } } });
    expect(summary).toMatchObject({ kind: 'reply', hasData: true });
    const { json } = summary;
    expect(json).toMatch(/^\{"country":\{"name":"France","capital":"Paris"/);
    expect(json).toHaveLength(240);
    expect(json?.endsWith('…')).toBe(true);
  });

  it('keeps GraphQL errors with their paths, with or without data, and local refusals as the console words them', () => {
    expect(reply({ errors: [{ message: 'Cannot query field "population" on type "Country".' }] })).toEqual({
      kind: 'reply',
      errors: ['Cannot query field "population" on type "Country".'],
      hasData: false,
    });
    expect(reply({ data: { country: null }, errors: [{ message: 'Boom', path: ['country'] }] })).toMatchObject({
      errors: ['Boom (at country)'],
      hasData: true,
      json: '{"country":null}',
    });
    expect(summariseOutcome({ kind: 'local-errors', checked: 'syntax', errors: ['Syntax Error: Expected Name (line 1, column 3)'] })).toEqual({
      kind: 'not-sent',
      checked: 'syntax',
      errors: ['Syntax Error: Expected Name (line 1, column 3)'],
    });
  });
});
