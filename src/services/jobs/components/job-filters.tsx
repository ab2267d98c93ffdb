import { useId } from 'react';
import { nearScreenOnlyHint } from '../../../shared/lib/every-row.ts';
import { foldText } from '../../../shared/lib/fold-text.ts';
import { formatInteger } from '../../../shared/lib/format.ts';
import { keepFocusOnRemoval } from '../../../shared/lib/focus-after-removal.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { FilterPanelHead } from '../../../shared/ui/filter-panel.tsx';
import { AGE_CHOICES, readAge } from '../lib/job-age.ts';
import type { IndexedJob } from '../lib/job-index.ts';
import { readTypeChoice } from '../lib/job-types.ts';
import type { UrlFilters } from '../lib/url-filters.ts';
import { LANGUAGE_CHOICES, readLanguageChoice } from '../lib/posting-language.ts';
import { LocationCombobox } from './location-combobox.tsx';
import { useFilterPanel } from '../../../shared/hooks/use-filter-panel.ts';
import { useFilterOptions } from '../hooks/use-filter-options.ts';
import { useFactsReading, useReadPostings } from '../hooks/use-posting-facts.ts';

interface JobFiltersProps {
  draft: string;
  onDraftChange: (value: string) => void;
  locDraft: string;
  onLocDraftChange: (value: string) => void;
  filters: UrlFilters;
  onChange: (patch: Partial<UrlFilters>) => void;
  onClear: () => void;
  /** The loaded jobs: the panel offers their tags, job types and places. */
  jobs: readonly IndexedJob[];
  /** Whether an earlier visit is known, so "new" means something. */
  canShowNew: boolean;
  /** The list draws only the jobs near the screen (it is longer than EVERY_ROW_LIMIT). */
  drawnNearScreenOnly?: boolean;
}

/** Tag options are capped: a <select> with thousands of entries helps nobody. */
const MAX_TAG_OPTIONS = 300;

const checkboxRow = 'flex min-h-9 items-center gap-2';
const checkbox = 'size-4 accent-[var(--color-accent)]';

function CheckboxRow({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={checkboxRow}>
      <input id={id} type="checkbox" className={checkbox} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}

export function JobFiltersForm(props: JobFiltersProps) {
  const { draft, onDraftChange, locDraft, onLocDraftChange, filters, onChange, onClear, jobs, canShowNew, drawnNearScreenOnly } = props;
  const id = useId();
  const panel = useFilterPanel('jobs');
  const { tagOptions, typeOptions, placeOptions } = useFilterOptions(jobs, panel.open);
  // Open, the panel offers the facts filters and says how their reading goes: every posting is read.
  useReadPostings(jobs, { when: panel.open });
  const chosen = new Set(filters.tags.map(foldText));
  const addable = tagOptions.filter((option) => !chosen.has(foldText(option.value))).slice(0, MAX_TAG_OPTIONS);
  // An older link's raw type selects its group; a type no loaded job has keeps its own option.
  const typeChoice = readTypeChoice(filters.type);
  const typeValue = typeChoice ? (typeOptions.find((option) => option.key === typeChoice.key)?.value ?? filters.type) : '';
  const ageKnown = readAge(filters.age) !== undefined;
  const active = Boolean(
    draft ||
    locDraft ||
    filters.remoteOnly ||
    filters.tags.length ||
    filters.type ||
    filters.visa ||
    filters.age ||
    filters.newOnly ||
    filters.lang ||
    filters.germanNo,
  );
  // The search box stays in view; the toggle counts what the panel holds.
  const inPanel =
    [locDraft, filters.remoteOnly, filters.type, filters.visa, filters.age, filters.newOnly, filters.lang, filters.germanNo].filter(Boolean).length +
    filters.tags.length;
  return (
    <form role="search" aria-label="Filter jobs" className="space-y-3" onSubmit={(event) => event.preventDefault()}>
      <FilterPanelHead panel={panel} activeCount={inPanel}>
        <div className="space-y-1">
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
          <p id={`${id}-q-hint`} className="text-xs text-muted">
            Searches the jobs loaded so far; every word must match.{drawnNearScreenOnly && ` ${nearScreenOnlyHint('jobs')}`}
          </p>
        </div>
      </FilterPanelHead>
      {filters.tags.length > 0 && (
        <div className="flex flex-wrap items-center gap-2" data-focus-group>
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
      {active && (
        <div>
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
      {/* Closed, the fields stay mounted (hidden): what was typed in them is kept. */}
      <div id={panel.id} hidden={!panel.open} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <div className="sm:col-span-2 lg:col-span-1">
          <LocationCombobox value={locDraft} onType={onLocDraftChange} onPick={(loc) => onChange({ loc })} places={placeOptions} />
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
            {typeChoice && !typeOptions.some((option) => option.value === typeValue) && <option value={filters.type}>{typeChoice.label}</option>}
            {typeOptions.map((option) => (
              <option key={option.key} value={option.value}>{`${option.label} (${option.count})`}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1 sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-age`} className="block text-sm font-medium">
            Posted
          </label>
          <select id={`${id}-age`} className={inputClass} value={ageKnown ? filters.age : ''} onChange={(event) => onChange({ age: event.target.value })}>
            <option value="">Any time</option>
            {AGE_CHOICES.map((choice) => (
              <option key={choice.days} value={String(choice.days)}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1 sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-lang`} className="block text-sm font-medium">
            Written in
          </label>
          <select
            id={`${id}-lang`}
            className={inputClass}
            value={readLanguageChoice(filters.lang) ?? ''}
            onChange={(event) => onChange({ lang: event.target.value })}
            aria-describedby={`${id}-lang-hint`}
          >
            <option value="">Any language</option>
            {LANGUAGE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <ReadingHint id={`${id}-lang-hint`} />
        </div>
        <fieldset className="flex flex-wrap gap-x-6 sm:col-span-2 lg:col-span-1">
          <legend className="sr-only">Only show</legend>
          <CheckboxRow id={`${id}-remote`} label="Remote only" checked={filters.remoteOnly} onChange={(checked) => onChange({ remoteOnly: checked })} />
          <CheckboxRow id={`${id}-visa`} label="Visa sponsorship" checked={filters.visa} onChange={(checked) => onChange({ visa: checked })} />
          <CheckboxRow id={`${id}-german`} label="German not required" checked={filters.germanNo} onChange={(checked) => onChange({ germanNo: checked })} />
          {(canShowNew || filters.newOnly) && (
            <CheckboxRow id={`${id}-new`} label="New since my last visit" checked={filters.newOnly} onChange={(checked) => onChange({ newOnly: checked })} />
          )}
        </fieldset>
      </div>
    </form>
  );
}

/** How the reading of the postings' language and German requirement goes: it alone re-renders as postings are read. */
function ReadingHint({ id }: { id: string }) {
  const { remaining, failed, retry } = useFactsReading();
  return (
    <p id={id} className="min-h-8 text-xs text-muted">
      {failed ? (
        <>
          <span className="font-medium text-red-700 dark:text-red-400">The language reader could not be downloaded. </span>
          <button type="button" className="font-medium text-accent underline" onClick={retry}>
            Retry
          </button>
        </>
      ) : remaining > 0 ? (
        `Reading the postings’ language and German requirements: ${formatInteger(remaining)} to go…`
      ) : (
        'Told from each posting’s text; a posting whose language is unclear shows only under Any language.'
      )}
    </p>
  );
}
