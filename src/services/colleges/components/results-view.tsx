import { Link } from 'react-router';
import { formatInteger } from '../../../shared/lib/format.ts';
import { PageOutOfRangeNotice } from '../../../shared/ui/url-value-notice.tsx';
import type { SchoolsPage } from '../api/schemas.ts';
import type { CollegeSearch } from '../lib/search-params.ts';
import { CsvExport } from './csv-export.tsx';
import { Pager } from './pager.tsx';
import { SchoolsTable } from './schools-table.tsx';
import { countOf, pluralWord } from '../../../shared/lib/plural.ts';

interface ResultsViewProps {
  data: SchoolsPage;
  search: CollegeSearch;
  busy: boolean;
  onChange: (patch: Partial<CollegeSearch>) => void;
}

export function ResultsView({ data, search, busy, onChange }: ResultsViewProps) {
  const { total, per_page: perPage, page } = data.metadata;
  const first = page * perPage + 1;
  const pages = Math.max(1, Math.ceil(total / search.perPage));
  // `page` in the URL is the API's zero-based page; people count from 1.
  const pastTheEnd = total > 0 && search.page >= pages;
  const summary =
    total === 0
      ? 'No schools match.'
      : pastTheEnd || data.results.length === 0
        ? `${countOf(total, 'school')} ${pluralWord(total, 'matches', 'match')}.`
        : `${countOf(total, 'school')} · showing ${formatInteger(first)}–${formatInteger(first + data.results.length - 1)}`;
  return (
    <section aria-label="Results" className="space-y-3">
      <p role="status" className="text-sm font-medium">
        {summary}
      </p>
      {total === 0 && (
        <p className="text-sm text-soft">
          Try fewer or longer name words, another state, or{' '}
          <Link to="/colleges" className="font-medium text-accent-strong underline">
            clear all filters
          </Link>
          .
        </p>
      )}
      {pastTheEnd && (
        <PageOutOfRangeNotice
          page={search.page + 1}
          pages={pages}
          urlParam={{ name: 'page', value: search.page }}
          onGoToLast={() => onChange({ page: pages - 1 })}
        />
      )}
      {!pastTheEnd && data.results.length > 0 && (
        <SchoolsTable schools={data.results} fields={search.fields} sort={search.sort} busy={busy} onSort={(sort) => onChange({ sort })} />
      )}
      {total > 0 && !pastTheEnd && (
        <Pager
          page={search.page}
          perPage={search.perPage}
          total={total}
          busy={busy}
          onPage={(next) => onChange({ page: next })}
          onPerPage={(next) => onChange({ perPage: next })}
        />
      )}
      {!pastTheEnd && data.results.length > 0 && <CsvExport data={data} search={search} />}
    </section>
  );
}
