import { ADMIT_RULE, COST_RULE, DEGREES, DISTANCE_MILES, isZip } from '../lib/decision-filters.ts';
import { DEFAULT_DISTANCE } from '../lib/search-defaults.ts';
import { PROGRAMS } from '../lib/programs.ts';
import type { CollegeSearch } from '../lib/search-params.ts';
import { Choice } from './choice.tsx';
import { RangeField } from './range-field.tsx';
import { ZipField } from './zip-field.tsx';
import { useZipDraft } from '../hooks/use-zip-draft.ts';

/** The filters people decide by: where, which degree, what it costs, how selective, which field. */
export function DecisionFilters({ search, onChange }: { search: CollegeSearch; onChange: (patch: Partial<CollegeSearch>) => void }) {
  // Without a ZIP the distance is dropped from the URL; with one, an absent distance reads as the default.
  const zip = useZipDraft(search.zip, (next) => onChange({ zip: next }));
  const nearZip = isZip(zip.effective);
  return (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
      <legend className="sr-only">Decide by</legend>
      <ZipField zip={zip} />
      <Choice
        label="Distance"
        hint={nearZip ? 'Straight-line miles from the ZIP code.' : 'Enter a ZIP code first: a distance alone is not sent.'}
        value={nearZip ? String(search.distance || DEFAULT_DISTANCE) : ''}
        disabled={!nearZip}
        onChange={(distance) => onChange({ distance: Number(distance) })}
      >
        {!nearZip && <option value="">Any distance</option>}
        {DISTANCE_MILES.map((miles) => (
          <option key={miles} value={miles}>{`Within ${miles} miles`}</option>
        ))}
      </Choice>
      <Choice label="Mostly awards" hint="The degree most of the school’s graduates earn." value={search.degree} onChange={(degree) => onChange({ degree })}>
        <option value="">Any degree</option>
        {Object.entries(DEGREES).map(([key, { label }]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </Choice>
      <RangeField
        legend="Average net price ($ a year)"
        hint="What students pay after grants and scholarships, averaged over all incomes."
        rule={COST_RULE}
        param="cost"
        value={search.cost}
        onCommit={(cost) => onChange({ cost })}
      />
      <RangeField
        legend="Admission rate (%)"
        hint="Share of applicants admitted; schools that do not report it are left out."
        rule={ADMIT_RULE}
        param="admit"
        value={search.admit}
        onCommit={(admit) => onChange({ admit })}
      />
      <Choice
        label="Field of study"
        hint="Schools that award degrees in this field (4-digit CIP code)."
        value={search.program}
        onChange={(program) => onChange({ program })}
      >
        <option value="">Any field</option>
        {PROGRAMS.map(([code, label]) => (
          <option key={code} value={code}>{`${label} (${code})`}</option>
        ))}
      </Choice>
    </fieldset>
  );
}
