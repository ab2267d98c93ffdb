import { memo, type CSSProperties } from 'react';
import type { CountrySummary } from '../api/country-list.ts';
import { callingCodes, formatPopulation } from '../lib/format-country.ts';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { useRowsInBatches } from '../../../shared/hooks/use-rows-in-batches.ts';
import { useInAppLinks } from '../../../shared/hooks/use-in-app-links.ts';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-2 break-words';
const none = <span className="text-muted">none</span>;
/**
 * Fixed widths: the browser sizes the columns without reading every row, and they do not jump
 * when a search narrows the list. The population column exists only when the server offers
 * population; without it the table is narrower, so phones scroll it less.
 */
export function countryColumns(withPopulation: boolean) {
  return withPopulation
    ? { widths: ['20%', '6%', '13%', '11%', '9%', '18%', '11%', '12%'], minWidth: 'min-w-[62rem]' }
    : { widths: ['22%', '7%', '15%', '12%', '10%', '21%', '13%'], minWidth: 'min-w-[54rem]' };
}

/** The shortest a row is (a name without a native name below it), in CSS pixels. */
const ROW_MIN_HEIGHT_PX = 52;
/** As many rows as this window could show at once: the rows drawn with the list's first render. */
const screenfulOfRows = () => Math.ceil((globalThis.innerHeight || 1000) / ROW_MIN_HEIGHT_PX);
/** Rows added after each frame: few frames for the whole list, each batch's task still short. */
const MORE_ROWS_PER_FRAME = 80;

/**
 * The table lays out as a grid, one per row on the shared columns, so each row is a block that
 * `content-visibility: auto` can skip (a table row cannot be skipped): rows off screen are not
 * styled, laid out or painted until they near the screen, yet stay in the document, in the
 * accessibility tree and in the browser's find. Chromium, Firefox and WebKit keep the table's
 * semantics (table, rows, column headers, cells) under these `display` values.
 */
const gridRow = 'grid [grid-template-columns:var(--country-columns)]';
/** Off screen, a row keeps the height it had when last drawn; before that, a row with a native name below. */
const skippedOffScreen = '[contain-intrinsic-size:auto_3.25rem] [content-visibility:auto]';

/**
 * Every row is in the document (a list of countries stays far below EVERY_ROW_LIMIT), so the
 * browser's find and screen readers reach each country. A screenful of rows comes with the list's
 * first render, the others a batch a frame, so 250 rows never run in one long task. Rows are
 * memoised: a search that narrows the list only removes rows.
 */
export function CountryTable({ countries, withPopulation }: { countries: CountrySummary[]; withPopulation: boolean }) {
  const columns = countryColumns(withPopulation);
  const drawn = useRowsInBatches(countries, screenfulOfRows(), MORE_ROWS_PER_FRAME);
  // Plain anchors with one handler: a Link per row would add its hooks to each of 250 rows.
  const followLink = useInAppLinks();
  return (
    // Wide table: it scrolls inside its own region;
    // `relative` keeps the sr-only cells (absolutely positioned) inside the scroll box.
    <ScrollRegion label="Countries table" className="relative overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
      <table
        className={`block w-full ${columns.minWidth} divide-y divide-zinc-200 text-sm dark:divide-zinc-800`}
        style={{ '--country-columns': columns.widths.join(' ') } as CSSProperties}
      >
        <thead className="block bg-zinc-50 dark:bg-zinc-900">
          {/* Centred like a table's header cells: a name that wraps does not lift the others. */}
          <tr className={`${gridRow} items-center`}>
            <th scope="col" className={th}>
              Country
            </th>
            <th scope="col" className={th}>
              Code
            </th>
            <th scope="col" className={th}>
              Capital
            </th>
            <th scope="col" className={th}>
              Continent
            </th>
            <th scope="col" className={th}>
              Currencies
            </th>
            <th scope="col" className={th}>
              Languages
            </th>
            <th scope="col" className={th}>
              Calling code
            </th>
            {withPopulation && (
              <th scope="col" className={`${th} text-right`}>
                Population
              </th>
            )}
          </tr>
        </thead>
        {/* The clicks handled are the links' own (Enter on a link fires one too); the rows stay plain. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <tbody onClick={followLink} className="block divide-y divide-zinc-200 bg-white dark:divide-zinc-800 dark:bg-zinc-950">
          {countries.slice(0, drawn).map((country) => (
            <CountryRow key={country.code} country={country} withPopulation={withPopulation} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const hasNativeLine = (country: CountrySummary) => Boolean(country.native) && country.native !== country.name;

const CountryRow = memo(function CountryRow({ country, withPopulation }: { country: CountrySummary; withPopulation: boolean }) {
  return (
    <tr className={`${gridRow} ${skippedOffScreen}`}>
      <td className={td}>
        <span aria-hidden="true" className="mr-2 text-lg">
          {country.emoji}
        </span>
        <a href={`/countries/${country.code}`} className="font-medium text-accent underline-offset-2 hover:underline">
          {country.name}
        </a>
        {hasNativeLine(country) && (
          <span className="block text-xs text-muted">
            {/* bdi: an Arabic or Hebrew name keeps its own direction but stays left-aligned under the English one */}
            <bdi>{country.native}</bdi>
          </span>
        )}
      </td>
      <td className={`${td} font-mono`}>{country.code}</td>
      <td className={td}>{country.capital ?? none}</td>
      <td className={td}>{country.continent.name}</td>
      <td className={`${td} font-mono`}>{country.currencies.length > 0 ? country.currencies.join(', ') : none}</td>
      <td className={td}>{country.languages.length > 0 ? country.languages.map((language) => language.name).join(', ') : none}</td>
      <td className={`${td} font-mono`}>{callingCodes(country.phones) || none}</td>
      {withPopulation && (
        <td className={`${td} text-right tabular-nums`}>{formatPopulation(country.population) ?? <span className="text-muted">unknown</span>}</td>
      )}
    </tr>
  );
});
