import type { ConsoleOutcome } from '../../api/console.ts';

/** Rows a tile keeps of a result's first list: as many as a tile's fixed height shows. */
export const SUMMARY_ROWS = 4;
/** Columns kept of those rows (the tile shows fewer when small). */
const SUMMARY_COLUMNS = 6;
const CELL_CHARS = 80;
const JSON_CHARS = 240;

/** The first list in a result's data, as a table of its scalar fields. */
export interface SummaryTable {
  /** Where the list is in `data` (`countries`, `country.states`). */
  path: string;
  columns: string[];
  rows: string[][];
  /** How many items the list has. */
  total: number;
}

/**
 * A console run as a board tile keeps it: small enough to persist, with no more than it shows.
 * `not-sent` is a query the console's own checks stopped before any request.
 */
export type ConsoleSummary =
  | { kind: 'not-sent'; checked: 'syntax' | 'schema' | 'variables'; errors: string[] }
  | { kind: 'reply'; errors: string[]; hasData: boolean; table?: SummaryTable; json?: string };

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const cell = (value: Scalar) => {
  const text = value === null ? '—' : String(value);
  return text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS - 1)}…` : text;
};

/** The first array in the value, depth first in the reply's field order, with its path. */
function firstList(value: unknown, path: string[] = []): { path: string[]; items: unknown[] } | undefined {
  if (Array.isArray(value)) return { path, items: value };
  if (!isRecord(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = firstList(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** A list's first rows: an object's scalar fields as columns (in the order they first appear), or the scalars themselves. */
function tableOf(path: string[], items: unknown[]): SummaryTable {
  const shown = items.slice(0, SUMMARY_ROWS);
  const columns: string[] = [];
  for (const item of shown) {
    if (!isRecord(item)) continue;
    for (const [key, value] of Object.entries(item)) if (isScalar(value) && !columns.includes(key)) columns.push(key);
  }
  const kept = columns.slice(0, SUMMARY_COLUMNS);
  const rows = kept.length
    ? shown.map((item) => kept.map((key) => (isRecord(item) && isScalar(item[key]) ? cell(item[key]) : '—')))
    : shown.filter(isScalar).map((item) => [cell(item)]);
  return { path: path.join('.') || 'data', columns: kept.length ? kept : ['value'], rows, total: items.length };
}

const describeError = (error: unknown) => {
  if (!isRecord(error)) return String(error);
  const path = Array.isArray(error.path) && error.path.length ? ` (at ${error.path.join('.')})` : '';
  return `${typeof error.message === 'string' ? error.message : 'An error without a message'}${path}`;
};

/** What a tile shows of a console outcome: the first list's first rows, else a short JSON summary, with any errors. */
export function summariseOutcome(outcome: ConsoleOutcome): ConsoleSummary {
  if (outcome.kind === 'local-errors') return { kind: 'not-sent', checked: outcome.checked, errors: outcome.errors };
  const { data, errors = [] } = outcome.json;
  const summary: ConsoleSummary = { kind: 'reply', errors: errors.map(describeError), hasData: data !== undefined && data !== null };
  if (!summary.hasData) return summary;
  const list = firstList(data);
  if (list) return { ...summary, table: tableOf(list.path, list.items) };
  const json = JSON.stringify(data);
  return { ...summary, json: json.length > JSON_CHARS ? `${json.slice(0, JSON_CHARS - 1)}…` : json };
}
