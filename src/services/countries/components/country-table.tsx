import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { Link } from 'react-router';
import { measureFromObserver } from '../../../shared/lib/measure-row.ts';
import { useDocumentOffset } from '../../../shared/lib/use-document-offset.ts';
import type { CountrySummary } from '../api/country-list.ts';
import { callingCodes, formatPopulation } from '../lib/format-country.ts';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400';
const td = 'px-3 py-2 align-top break-words';
const none = <span className="text-zinc-600 dark:text-zinc-400">none</span>;
/** Measured in Chromium: 45 px a row, 16 more with the native name beneath; few rows wrap further. */
const ROW_PX = 45;
const NATIVE_LINE_PX = 16;
/**
 * Fixed widths: rows come and go while scrolling, and columns must not jump when they do. The
 * population column exists only when the server offers population; without it the table is
 * narrower, so phones scroll it less.
 */
export function countryColumns(withPopulation: boolean) {
  return withPopulation
    ? { widths: ['20%', '6%', '13%', '11%', '9%', '18%', '11%', '12%'], minWidth: 'min-w-[62rem]' }
    : { widths: ['22%', '7%', '15%', '12%', '10%', '21%', '13%'], minWidth: 'min-w-[54rem]' };
}

/**
 * Only the rows near the viewport are in the DOM: the first layout of 250 names in dozens of
 * scripts (and their flags) took a quarter of a second, most of the time to first data.
 * aria-rowcount and aria-rowindex tell assistive technology the table's real size.
 */
export function CountryTable({ countries, withPopulation }: { countries: CountrySummary[]; withPopulation: boolean }) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollMargin = useDocumentOffset(bodyRef);
  const estimateSize = (index: number) => {
    const country = countries[index];
    return ROW_PX + (country && hasNativeLine(country) ? NATIVE_LINE_PX : 0);
  };

  const virtualizer = useWindowVirtualizer({
    count: countries.length,
    // A close estimate per row keeps the table's height (and what follows it) from jumping as
    // rows are first measured while scrolling.
    estimateSize,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => countries[index]?.code ?? index,
    measureElement: measureFromObserver(estimateSize),
  });
  const rows = virtualizer.getVirtualItems();
  const columns = countryColumns(withPopulation);
  const before = rows.length > 0 ? rows[0]!.start - scrollMargin : 0;
  const after = rows.length > 0 ? virtualizer.getTotalSize() - (rows.at(-1)!.end - scrollMargin) : 0;

  return (
    // Wide table: it scrolls inside its own region;
    // `relative` keeps the sr-only cells (absolutely positioned) inside the scroll box.
    <ScrollRegion label="Countries table" className="relative overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
      <table aria-rowcount={countries.length + 1} className={`w-full ${columns.minWidth} table-fixed divide-y divide-zinc-200 text-sm dark:divide-zinc-800`}>
        <colgroup>
          {columns.widths.map((width, index) => (
            <col key={index} style={{ width }} />
          ))}
        </colgroup>
        <thead className="bg-zinc-50 dark:bg-zinc-900">
          <tr aria-rowindex={1}>
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
        <tbody ref={bodyRef} className="divide-y divide-zinc-200 bg-white dark:divide-zinc-800 dark:bg-zinc-950">
          {before > 0 && <Spacer height={before} columns={columns.widths.length} />}
          {rows.map((row) => {
            const country = countries[row.index];
            if (!country) return null;
            return (
              <tr key={row.key} data-index={row.index} ref={virtualizer.measureElement} aria-rowindex={row.index + 2}>
                <CountryCells country={country} withPopulation={withPopulation} />
              </tr>
            );
          })}
          {after > 0 && <Spacer height={after} columns={columns.widths.length} />}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0 }} />
    </tr>
  );
}

const hasNativeLine = (country: CountrySummary) => Boolean(country.native) && country.native !== country.name;

function CountryCells({ country, withPopulation }: { country: CountrySummary; withPopulation: boolean }) {
  return (
    <>
      <td className={td}>
        <span aria-hidden="true" className="mr-2 text-lg">
          {country.emoji}
        </span>
        <Link to={`/countries/${country.code}`} className="font-medium text-accent underline-offset-2 hover:underline">
          {country.name}
        </Link>
        {hasNativeLine(country) && (
          <span className="block text-xs text-zinc-600 dark:text-zinc-400">
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
        <td className={`${td} text-right tabular-nums`}>
          {formatPopulation(country.population) ?? <span className="text-zinc-600 dark:text-zinc-400">unknown</span>}
        </td>
      )}
    </>
  );
}
