import { createStoredList } from '../../../../shared/lib/stored-list.ts';
import { z } from '../../../../shared/lib/zod.ts';
import { MAX_URL_TEXT } from './console-url.ts';

export const HISTORY_LIMIT = 20;

const runSchema = z.object({
  query: z.string().check(z.maxLength(MAX_URL_TEXT)),
  variables: z.string().check(z.maxLength(MAX_URL_TEXT)),
  ranAt: z.int().check(z.positive()),
  outcome: z.enum(['data', 'partial', 'errors', 'failed', 'not-sent']),
});
export type ConsoleRun = z.infer<typeof runSchema>;

/** The last runs, newest first; running the same query and variables again moves it to the top. */
export const consoleRuns = createStoredList({
  key: 'countries.console-history.v1',
  entry: runSchema,
  limit: HISTORY_LIMIT,
  idOf: (run) => `${run.query}\n${run.variables}`,
});

function addRun(run: ConsoleRun, history: ConsoleRun[] = consoleRuns.get()): ConsoleRun[] {
  const entry = { ...run, query: run.query.slice(0, MAX_URL_TEXT), variables: run.variables.slice(0, MAX_URL_TEXT) };
  return [entry, ...history.filter((item) => item.query !== entry.query || item.variables !== entry.variables)].slice(0, HISTORY_LIMIT);
}

export const rememberRun = (run: ConsoleRun) => consoleRuns.write(addRun(run));
export const clearConsoleHistory = () => consoleRuns.write([]);
