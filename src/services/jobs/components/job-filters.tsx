import { useId } from 'react';
import { foldText } from '../../../shared/lib/fold-text.ts';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import type { Facet, JobFilters } from '../lib/job-index.ts';

interface JobFiltersProps {
  draft: string;
  onDraftChange: (value: string) => void;
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
  onClear: () => void;
  tagOptions: readonly Facet[];
  typeOptions: readonly Facet[];
}

/** Tag options are capped: a <select> with thousands of entries helps nobody. */
const MAX_TAG_OPTIONS = 300;

export function JobFiltersForm({ draft, onDraftChange, filters, onChange, onClear, tagOptions, typeOptions }: JobFiltersProps) {
  const id = useId();
  const chosen = new Set(filters.tags.map(foldText));
  const addable = tagOptions.filter((option) => !chosen.has(foldText(option.value))).slice(0, MAX_TAG_OPTIONS);
  // The URL's type matches its option however it is spelled; a type no loaded job has keeps its own option.
  const typeValue = typeOptions.find((option) => foldText(option.value) === foldText(filters.type))?.value ?? filters.type;
  return (
    <form
      role="search"
      aria-label="Filter jobs"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-start"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="space-y-1 sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium">
          Search jobs
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={inputClass}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          placeholder="Title, company, tag or place"
          aria-describedby={`${id}-q-hint`}
          autoComplete="off"
        />
        <p id={`${id}-q-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          Searches the jobs loaded so far; every word must match.
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-tag`} className="block text-sm font-medium">
          Add a tag
        </label>
        <select
          id={`${id}-tag`}
          className={inputClass}
          value=""
          onChange={(event) => event.target.value && onChange({ tags: [...filters.tags, event.target.value] })}
        >
          <option value="">{addable.length ? 'Choose a tag…' : 'No more tags'}</option>
          {addable.map((option) => (
            <option key={option.value} value={option.value}>{`${option.value} (${option.count})`}</option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-type`} className="block text-sm font-medium">
          Job type
        </label>
        <select id={`${id}-type`} className={inputClass} value={typeValue} onChange={(event) => onChange({ type: event.target.value })}>
          <option value="">Any type</option>
          {filters.type && !typeOptions.some((option) => option.value === typeValue) && <option value={filters.type}>{filters.type}</option>}
          {typeOptions.map((option) => (
            <option key={option.value} value={option.value}>{`${option.value} (${option.count})`}</option>
          ))}
        </select>
      </div>
      <div className="flex min-h-9 items-center gap-2 lg:mt-6">
        <input
          id={`${id}-remote`}
          type="checkbox"
          className="size-4 accent-[var(--color-accent)]"
          checked={filters.remoteOnly}
          onChange={(event) => onChange({ remoteOnly: event.target.checked })}
        />
        <label htmlFor={`${id}-remote`} className="text-sm font-medium">
          Remote only
        </label>
      </div>
      {filters.tags.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4" data-focus-group>
          <span className="text-sm">Tags (all required):</span>
          {filters.tags.map((tag) => (
            <Button
              key={tag}
              className="!min-h-7 !px-2 !py-0.5 text-xs"
              aria-label={`Remove tag ${tag}`}
              onClick={(event) => {
                keepFocusOnRemoval(event.currentTarget, { fallback: () => document.getElementById(`${id}-tag`) });
                onChange({ tags: filters.tags.filter((other) => other !== tag) });
              }}
            >
              {tag} <span aria-hidden="true">×</span>
            </Button>
          ))}
        </div>
      )}
      {(draft || filters.remoteOnly || filters.tags.length > 0 || filters.type) && (
        <div className="sm:col-span-2 lg:col-span-4">
          <Button
            variant="ghost"
            onClick={(event) => {
              keepFocusOnRemoval(event.currentTarget, { group: null, fallback: () => document.getElementById(`${id}-q`) });
              onClear();
            }}
          >
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}
