import { useId } from 'react';
import { useUrlBoundText } from '../../../shared/lib/use-url-bound-state.ts';
import { inputClass, TextField } from '../../../shared/ui/field.tsx';
import type { Continent } from '../api/schemas.ts';
import type { ListParams } from '../lib/list-params.ts';

interface CountryFiltersProps {
  params: ListParams;
  continents: Continent[];
  onChange: (patch: Partial<Record<'q' | 'continent' | 'sort', string>>) => void;
}

export function CountryFilters({ params, continents, onChange }: CountryFiltersProps) {
  const continentId = useId();
  const sortId = useId();
  const [q, setQ] = useUrlBoundText(params.q, (value) => onChange({ q: value }));
  return (
    <form role="search" aria-label="Filter countries" className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Search"
        type="search"
        value={q}
        placeholder="Name, native name, code or capital"
        hint="Not case-sensitive, accents optional."
        onChange={(event) => setQ(event.target.value)}
      />
      <div className="space-y-1">
        <label htmlFor={continentId} className="block text-sm font-medium">
          Continent
        </label>
        <select id={continentId} className={inputClass} value={params.continent ?? ''} onChange={(event) => onChange({ continent: event.target.value })}>
          <option value="">All continents</option>
          {continents.map((continent) => (
            <option key={continent.code} value={continent.code}>
              {continent.name} ({continent.code})
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={sortId} className="block text-sm font-medium">
          Sort by
        </label>
        <select id={sortId} className={inputClass} value={params.sort} onChange={(event) => onChange({ sort: event.target.value })}>
          <option value="name">Name</option>
          <option value="code">Code</option>
        </select>
      </div>
    </form>
  );
}
