import { useId } from 'react';
import { useUrlDraft } from '../../../shared/hooks/url-state/use-url-draft.ts';
import { inputClass, TextField } from '../../../shared/ui/field.tsx';
import type { Continent, Language } from '../api/country-list.ts';
import { languageLabel } from '../lib/language-label.ts';
import type { ListParams, ListValues } from '../lib/list-params.ts';

interface CountryFiltersProps {
  params: ListParams;
  /** The search box's text, which the page filters by as it is typed (the URL follows). */
  q: string;
  onQChange: (q: string) => void;
  continents: Continent[];
  /** The languages spoken in the loaded list, for the language filter. */
  languages: Language[];
  onChange: (patch: Partial<ListValues>) => void;
}

const CURRENCY = /^[A-Za-z]{3}$/;
const sendableCurrency = (text: string) => text.trim() === '' || CURRENCY.test(text.trim());

/** The currency code as typed; the URL (and the server's filter) changes once it is three letters or empty. */
function CurrencyField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [draft, setDraft] = useUrlDraft(value, (next) => onChange(next.trim().toUpperCase()), { params: ['currency'], isValid: sendableCurrency });
  const incomplete = !sendableCurrency(draft);
  return (
    <TextField
      label="Currency"
      value={draft}
      maxLength={3}
      autoCapitalize="characters"
      spellCheck={false}
      placeholder="USD"
      hint="A code such as EUR, sent to the server."
      error={incomplete ? 'Three letters, such as USD.' : undefined}
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}

export function CountryFilters({ params, q, onQChange, continents, languages, onChange }: CountryFiltersProps) {
  const continentId = useId();
  const languageId = useId();
  const sortId = useId();
  return (
    <form
      role="search"
      aria-label="Filter countries"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        label="Search"
        type="search"
        value={q}
        placeholder="Name, native name, code or capital"
        hint="Not case-sensitive, accents optional."
        onChange={(event) => onQChange(event.target.value)}
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
      <CurrencyField value={params.currency ?? ''} onChange={(currency) => onChange({ currency })} />
      <div className="space-y-1">
        <label htmlFor={languageId} className="block text-sm font-medium">
          Language
        </label>
        <select id={languageId} className={inputClass} value={params.language ?? ''} onChange={(event) => onChange({ language: event.target.value })}>
          <option value="">All languages</option>
          {params.language && !languages.some((language) => language.code === params.language) && (
            <option value={params.language}>{languageLabel(params.language, languages)}</option>
          )}
          {languages.map((language) => (
            <option key={language.code} value={language.code}>
              {languageLabel(language.code, languages)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={sortId} className="block text-sm font-medium">
          Sort by
        </label>
        <select
          id={sortId}
          className={inputClass}
          value={params.sort}
          onChange={(event) => onChange({ sort: event.target.value === 'code' ? 'code' : 'name' })}
        >
          <option value="name">Name</option>
          <option value="code">Code</option>
        </select>
      </div>
    </form>
  );
}
