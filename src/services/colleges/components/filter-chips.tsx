import { useRef } from 'react';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { activeFilters, type ActiveFilter } from '../lib/active-filters.ts';
import type { CollegeSearch } from '../lib/search-params.ts';

/** The filters in force as removable chips, with "Clear all". */
export function FilterChips({ search, onChange }: { search: CollegeSearch; onChange: (patch: Partial<CollegeSearch>) => void }) {
  const list = useRef<HTMLUListElement>(null);
  const chips = activeFilters(search);
  if (chips.length === 0) return null;
  const fallback = () => document.querySelector<HTMLElement>('form[role="search"] input, form[role="search"] select');
  const remove = (chip: ActiveFilter, control: HTMLElement) => {
    keepFocusOnRemoval(control, { group: list.current, fallback });
    // Removing a filter is a choice (not typing), so Back brings it back.
    onChange(chip.clear);
  };
  const clearAll = (control: HTMLElement) => {
    keepFocusOnRemoval(control, { group: null, fallback });
    onChange(Object.assign({}, ...chips.map((chip) => chip.clear)) as Partial<CollegeSearch>);
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" aria-label="Active filters" role="group">
      <ul ref={list} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key} data-focus-item>
            <span className="inline-flex items-center gap-1 rounded-full border border-zinc-300 bg-zinc-50 py-0.5 pl-3 pr-1 dark:border-zinc-600 dark:bg-zinc-800">
              <bdi>{chip.label}</bdi>
              <button
                type="button"
                data-focus-peer="chip"
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-zinc-200 dark:hover:bg-zinc-700"
                aria-label={`Remove filter: ${chip.label}`}
                onClick={(event) => remove(chip, event.currentTarget)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </span>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button type="button" className={buttonClass('ghost', 'min-h-7 px-2 py-0.5')} onClick={(event) => clearAll(event.currentTarget)}>
          Clear all
        </button>
      )}
    </div>
  );
}
