import { Link } from 'react-router';
import type { School } from '../api/schemas.ts';
import { columnFor, type OptionalColumn } from '../lib/columns.ts';
import { formatCount, formatMoney, formatPercent } from '../lib/format-values.ts';
import { parseSort } from '../lib/search-params.ts';
import { orMissing } from './missing.tsx';
import { CompareToggle } from './compare-toggle.tsx';
import { SortHeader } from './sort-header.tsx';
import { WebsiteLink } from './website-link.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';

interface SchoolsTableProps {
  schools: School[];
  fields: string[];
  sort: string;
  busy: boolean;
  onSort: (sort: string) => void;
}

function Cell({ school, column }: { school: School; column: OptionalColumn }) {
  const value = school[column.field];
  if (column.format === 'website') return <WebsiteLink url={typeof value === 'string' ? value : null} />;
  const number = typeof value === 'number' ? value : null;
  return orMissing(column.format === 'money' ? formatMoney(number) : formatPercent(number));
}

export function SchoolsTable({ schools, fields, sort, busy, onSort }: SchoolsTableProps) {
  const current = parseSort(sort);
  const columns = fields.map(columnFor).filter((column): column is OptionalColumn => column !== undefined);
  return (
    // The table scrolls on narrow screens inside its region, not the page.
    <ScrollRegion label="Colleges table" className="relative overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
      <table aria-busy={busy} className={`w-full min-w-[36rem] text-sm transition-opacity ${busy ? 'opacity-60' : ''}`}>
        <caption className="sr-only">Colleges</caption>
        <thead className="bg-zinc-50 dark:bg-zinc-900">
          <tr>
            <SortHeader field="school.name" label="Name" sort={current} onSort={onSort} pinned />
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Location
            </th>
            <SortHeader field="latest.student.size" label="Students" sort={current} onSort={onSort} align="right" />
            {columns.map((column) =>
              column.sortable ? (
                <SortHeader key={column.field} field={column.field} label={column.label} sort={current} onSort={onSort} align="right" />
              ) : (
                <th key={column.field} scope="col" className="px-3 py-2 text-left font-semibold">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {schools.map((school) => (
            <tr key={school.id} className="align-top">
              <th
                scope="row"
                className="sticky left-0 z-10 w-36 min-w-36 max-w-36 border-r border-zinc-200 bg-zinc-50 px-3 py-2 text-left font-medium [overflow-wrap:anywhere] sm:w-auto sm:min-w-44 sm:max-w-72 sm:border-r-0 dark:border-zinc-800 dark:bg-zinc-950"
              >
                <span className="flex items-start gap-2">
                  <CompareToggle id={school.id} name={school['school.name']} />
                  <Link to={`/colleges/${school.id}`} className="min-w-0 text-accent-strong underline-offset-2 hover:underline">
                    <bdi>{school['school.name']}</bdi>
                  </Link>
                </span>
              </th>
              <td className="min-w-32 px-3 py-2 [overflow-wrap:anywhere]">
                {orMissing([school['school.city'], school['school.state']].filter(Boolean).join(', ') || null)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{orMissing(formatCount(school['latest.student.size']))}</td>
              {columns.map((column) => (
                <td key={column.field} className={`px-3 py-2 ${column.format === 'website' ? 'min-w-32 max-w-56' : 'text-right tabular-nums'}`}>
                  <Cell school={school} column={column} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
