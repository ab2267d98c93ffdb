import { Link } from 'react-router';
import { formatInteger } from '../../../shared/lib/format.ts';
import type { SchoolsPage } from '../api/schemas.ts';
import type { CollegeSearch } from '../lib/search-params.ts';
import { Pager } from './pager.tsx';
import { SchoolsTable } from './schools-table.tsx';

interface ResultsViewProps {
  data: SchoolsPage;
  search: CollegeSearch;
  busy: boolean;
  listSearch: string;
  onChange: (patch: Partial<CollegeSearch>) => void;
}

export function ResultsView({ data, search, busy, listSearch, onChange }: ResultsViewProps) {
  const { total, per_page: perPage, page } = data.metadata;
  const first = page * perPage + 1;
  const summary =
    total === 0
      ? 'No schools match.'
      : data.results.length === 0
        ? `${formatInteger(total)} schools match, but this page is past the last one.`
        : `${formatInteger(total)} ${total === 1 ? 'school' : 'schools'} · showing ${formatInteger(first)}–${formatInteger(first + data.results.length - 1)}`;
  return (
    <section aria-label="Results" className="space-y-3">
      <p role="status" className="text-sm font-medium">
        {summary}
      </p>
      {total === 0 && (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          Try fewer or longer name words, another state, or{' '}
          <Link to="/colleges" className="font-medium text-accent-strong underline">
            clear all filters
          </Link>
          .
        </p>
      )}
      {total > 0 && data.results.length === 0 && (
        <button type="button" className="text-sm font-medium text-accent-strong underline" onClick={() => onChange({ page: 0 })}>
          Go to the first page
        </button>
      )}
      {data.results.length > 0 && <SchoolsTable schools={data.results} fields={search.fields} sort={search.sort} busy={busy} listSearch={listSearch} onSort={(sort) => onChange({ sort })} />}
      {total > 0 && (
        <Pager page={search.page} perPage={search.perPage} total={total} busy={busy} onPage={(next) => onChange({ page: next })} onPerPage={(next) => onChange({ perPage: next })} />
      )}
    </section>
  );
}
