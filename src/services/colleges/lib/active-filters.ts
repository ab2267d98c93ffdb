import { checkRange, COST_RULE, ADMIT_RULE, DEGREES, type RangeRule } from './decision-filters.ts';
import { formatMoney } from './format-values.ts';
import { programLabel } from './programs.ts';
import { OWNERSHIP_LABELS, type CollegeSearch } from './search-params.ts';
import { US_STATES } from './us-states.ts';

export interface ActiveFilter {
  key: string;
  label: string;
  /** The patch that removes it. */
  clear: Partial<CollegeSearch>;
}

const SIZE_LABELS: Record<string, string> = { '..1999': 'under 2,000', '2000..14999': '2,000–14,999', '15000..': '15,000 or more' };

function rangeText(text: string, rule: RangeRule, show: (value: number) => string): string {
  const check = checkRange(text, rule);
  const [lo, hi] = text.split('..').map((side) => (side === '' ? undefined : Number(side)));
  if (!check.ok) return text;
  if (lo !== undefined && hi !== undefined) return lo === hi ? show(lo) : `${show(lo)}–${show(hi)}`;
  return lo !== undefined ? `${show(lo)} or more` : `up to ${show(hi ?? 0)}`;
}

/** What the search filters by, in words, each with the patch that removes it. */
export function activeFilters(search: CollegeSearch): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (search.name) out.push({ key: 'name', label: `Name: ${search.name}`, clear: { name: '' } });
  if (search.state) out.push({ key: 'state', label: `State: ${US_STATES.find(([code]) => code === search.state)?.[1] ?? search.state}`, clear: { state: '' } });
  if (search.ownership) out.push({ key: 'ownership', label: `Ownership: ${OWNERSHIP_LABELS[search.ownership] ?? search.ownership}`, clear: { ownership: '' } });
  if (search.size) out.push({ key: 'size', label: `Students: ${SIZE_LABELS[search.size] ?? search.size.replace('..', '–')}`, clear: { size: '' } });
  if (search.zip) out.push({ key: 'zip', label: `Within ${search.distance} miles of ${search.zip}`, clear: { zip: '', distance: 0 } });
  if (search.degree) out.push({ key: 'degree', label: `Mostly awards: ${DEGREES[search.degree]?.label ?? search.degree}`, clear: { degree: '' } });
  if (search.cost)
    out.push({ key: 'cost', label: `Net price: ${rangeText(search.cost, COST_RULE, (value) => formatMoney(value) ?? String(value))}`, clear: { cost: '' } });
  if (search.admit) out.push({ key: 'admit', label: `Admission rate: ${rangeText(search.admit, ADMIT_RULE, (value) => `${value}%`)}`, clear: { admit: '' } });
  if (search.program)
    out.push({ key: 'program', label: `Field: ${programLabel(search.program) ?? search.program} (${search.program})`, clear: { program: '' } });
  if (search.includeClosed) out.push({ key: 'closed', label: 'Including closed schools', clear: { includeClosed: false } });
  return out;
}
