import { useId } from 'react';
import { formatInteger } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { PER_PAGE_OPTIONS, type PerPage } from '../lib/search-params.ts';

interface PagerProps {
  page: number;
  perPage: PerPage;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
  onPerPage: (perPage: PerPage) => void;
}

export function Pager({ page, perPage, total, busy, onPage, onPerPage }: PagerProps) {
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav aria-label="Pages of results" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <div className="flex items-center gap-2">
        <Button onClick={() => onPage(page - 1)} disabled={page === 0} aria-label="Previous page">
          Previous
        </Button>
        <span aria-live="polite" aria-atomic="true">{`Page ${formatInteger(page + 1)} of ${formatInteger(pages)}`}</span>
        <Button onClick={() => onPage(page + 1)} disabled={page + 1 >= pages} aria-label="Next page">
          Next
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="whitespace-nowrap">
          Per page
        </label>
        <select id={id} className={`${inputClass} w-auto`} value={perPage} onChange={(event) => onPerPage(Number(event.target.value) as PerPage)}>
          {PER_PAGE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {busy && <span className="text-muted">Loading…</span>}
    </nav>
  );
}
