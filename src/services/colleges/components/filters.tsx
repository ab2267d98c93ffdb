import { useState } from 'react';
import { FilterPanelHead } from '../../../shared/ui/filter-panel.tsx';
import { activeFilters } from '../lib/active-filters.ts';
import { OWNERSHIP_LABELS, type CollegeSearch } from '../lib/search-params.ts';
import { US_STATES } from '../lib/us-states.ts';
import { Choice } from './choice.tsx';
import { DecisionFilters } from './decision-filters.tsx';
import { FilterChips } from './filter-chips.tsx';
import { NameSearch } from './name-search.tsx';
import { useFilterPanel } from '../../../shared/hooks/use-filter-panel.ts';

export const SIZE_PRESETS: readonly [range: string, label: string][] = [
  ['..1999', 'Small (under 2,000)'],
  ['2000..14999', 'Medium (2,000–14,999)'],
  ['15000..', 'Large (15,000 or more)'],
];

export function Filters({ search, onChange }: { search: CollegeSearch; onChange: (patch: Partial<CollegeSearch>) => void }) {
  const panel = useFilterPanel('colleges');
  // The name box stays in view; the toggle counts what the panel holds.
  const inPanel = activeFilters(search).filter((filter) => filter.key !== 'name').length;
  // A phone starts with the panel closed: its fields are built the first time it opens, then stay.
  const [built, setBuilt] = useState(panel.open);
  if (panel.open && !built) setBuilt(true);
  return (
    <form role="search" aria-label="Find colleges" className="space-y-3" onSubmit={(event) => event.preventDefault()}>
      <FilterPanelHead panel={panel} activeCount={inPanel}>
        <NameSearch name={search.name} onCommit={(name) => onChange({ name })} />
      </FilterPanelHead>
      <FilterChips search={search} onChange={onChange} />
      {/* Closed once built, the fields stay mounted (hidden): what was typed in them is kept. */}
      <div id={panel.id} hidden={!panel.open} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {built && <PanelFields search={search} onChange={onChange} />}
      </div>
    </form>
  );
}

function PanelFields({ search, onChange }: { search: CollegeSearch; onChange: (patch: Partial<CollegeSearch>) => void }) {
  const customSize = search.size && !SIZE_PRESETS.some(([range]) => range === search.size);
  return (
    <>
      <Choice label="State" value={search.state} onChange={(state) => onChange({ state })}>
        <option value="">All states</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Choice>
      <Choice label="Ownership" value={search.ownership} onChange={(ownership) => onChange({ ownership })}>
        <option value="">Any ownership</option>
        {Object.entries(OWNERSHIP_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Choice>
      <Choice label="Students" value={search.size} onChange={(size) => onChange({ size })}>
        <option value="">Any size</option>
        {SIZE_PRESETS.map(([range, label]) => (
          <option key={range} value={range}>
            {label}
          </option>
        ))}
        {customSize && <option value={search.size}>{`Custom (${search.size.replace('..', '–')})`}</option>}
      </Choice>
      <DecisionFilters search={search} onChange={onChange} />
      <label className="flex items-center gap-2 text-sm sm:col-span-2 lg:col-span-1">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={search.includeClosed}
          onChange={(event) => onChange({ includeClosed: event.target.checked })}
        />
        Include schools that have closed (the official site shows operating schools only)
      </label>
      <p className="text-xs text-zinc-600 sm:col-span-2 lg:col-span-1 dark:text-zinc-400">
        Each change of filters sends 1 request (the shared DEMO_KEY allows 30 an hour); typed values wait for a pause, and values the College Scorecard would
        refuse are explained at the field instead of sent.
      </p>
    </>
  );
}
