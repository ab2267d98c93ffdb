import { Link } from 'react-router';
import type { CountrySummary } from '../api/schemas.ts';
import { callingCodes, formatPopulation } from '../lib/format-country.ts';
import { POPULATION_NOTE_ID } from './population-note.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400';
const td = 'px-3 py-2 align-top';
const none = <span className="text-zinc-600 dark:text-zinc-400">none</span>;

export function CountryTable({ countries, withPopulation }: { countries: CountrySummary[]; withPopulation: boolean }) {
  return (
    // Wide table: it scrolls inside its own region, focusable so keyboard users can scroll it too;
    // `relative` keeps the sr-only cells (absolutely positioned) inside the scroll box.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div role="region" aria-label="Countries table" tabIndex={0} className="relative overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
      <table className="min-w-full divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
        <thead className="bg-zinc-50 dark:bg-zinc-900">
          <tr>
            <th scope="col" className={th}>Country</th>
            <th scope="col" className={th}>Code</th>
            <th scope="col" className={th}>Capital</th>
            <th scope="col" className={th}>Continent</th>
            <th scope="col" className={th}>Currencies</th>
            <th scope="col" className={th}>Languages</th>
            <th scope="col" className={th}>Calling code</th>
            <th scope="col" className={`${th} text-right`} aria-describedby={withPopulation ? undefined : POPULATION_NOTE_ID}>
              Population{!withPopulation && <span className="block font-normal normal-case">(unavailable)</span>}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 bg-white dark:divide-zinc-800 dark:bg-zinc-950">
          {countries.map((country) => (
            <tr key={country.code}>
              <td className={`${td} min-w-44`}>
                <span aria-hidden="true" className="mr-2 text-lg">{country.emoji}</span>
                <Link to={`/countries/${country.code}`} className="font-medium text-accent underline-offset-2 hover:underline">
                  {country.name}
                </Link>
                {country.native && country.native !== country.name && (
                  <span className="block break-words text-xs text-zinc-600 dark:text-zinc-400">
                    {/* bdi: an Arabic or Hebrew name keeps its own direction but stays left-aligned under the English one */}
                    <bdi>{country.native}</bdi>
                  </span>
                )}
              </td>
              <td className={`${td} font-mono`}>{country.code}</td>
              <td className={td}>{country.capital ?? none}</td>
              <td className={`${td} whitespace-nowrap`}>{country.continent.name}</td>
              <td className={`${td} font-mono`}>{country.currencies.length > 0 ? country.currencies.join(', ') : none}</td>
              <td className={`${td} min-w-48`}>{country.languages.length > 0 ? country.languages.map((language) => language.name).join(', ') : none}</td>
              <td className={`${td} whitespace-nowrap font-mono`}>{callingCodes(country.phones) || none}</td>
              <td className={`${td} text-right tabular-nums`}>
                {withPopulation ? (formatPopulation(country.population) ?? <span className="text-zinc-600 dark:text-zinc-400">unknown</span>) : <><span aria-hidden="true">—</span><span className="sr-only">not available</span></>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
