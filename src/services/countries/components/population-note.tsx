import type { PopulationSupport } from '../api/graphql.ts';

const POPULATION_NOTE_ID = 'countries-population-note';

/**
 * One short line on why population is missing: the real schema has none, and the app never sends
 * a query the server would reject. Nothing when the server offers population.
 */
export function PopulationNote({ support }: { support: PopulationSupport | undefined }) {
  if (!support || support.available) return null;
  const why =
    support.reason === 'not-in-schema'
      ? 'This server’s schema has no population field.'
      : `This server would not describe its schema${support.message ? ` (“${support.message}”)` : ''}.`;
  return (
    <p id={POPULATION_NOTE_ID} className="text-xs text-zinc-600 [overflow-wrap:anywhere] dark:text-zinc-400">
      Population is unavailable from this source. {why}
    </p>
  );
}
