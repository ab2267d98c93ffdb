import type { PopulationSupport } from '../api/fetchers.ts';

export const POPULATION_NOTE_ID = 'countries-population-note';

/** Why there is no population: the real schema has none, and the app will not send a query it rejects. */
export function PopulationNote({ support }: { support: PopulationSupport | undefined }) {
  if (!support || support.available) return null;
  const why =
    support.reason === 'not-in-schema'
      ? 'This server’s schema has no population field (the app asked the schema),'
      : `This server would not describe its schema${support.message ? ` (“${support.message}”)` : ''},`;
  return (
    <p id={POPULATION_NOTE_ID} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <strong>Population is unavailable from this source.</strong> {why} so it is left out rather than asked for in a
      query the server would reject.
    </p>
  );
}
