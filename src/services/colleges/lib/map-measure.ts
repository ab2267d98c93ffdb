import { SEQUENTIAL } from '../../../shared/ui/map/palette.ts';
import type { School } from '../api/schemas.ts';
import type { Better } from './best-value.ts';
import { columnFor } from './columns.ts';
import { formatCount, formatMoney, formatPercent } from './format-values.ts';

export interface MapMeasure {
  field: keyof School & string;
  label: string;
  format: (value: number | null) => string | null;
  better?: Better;
}

const MEASURES: Record<string, Omit<MapMeasure, 'field' | 'label'>> = {
  'latest.student.size': { format: formatCount },
  'latest.cost.tuition.in_state': { format: formatMoney, better: 'low' },
  'latest.cost.tuition.out_of_state': { format: formatMoney, better: 'low' },
  'latest.admissions.admission_rate.overall': { format: formatPercent },
  'latest.earnings.10_yrs_after_entry.median': { format: formatMoney, better: 'high' },
};

/** The figure the map colours by: the active sort's, or none when sorted by name. */
export function measureForSort(sortField: string): MapMeasure | undefined {
  const measure = MEASURES[sortField];
  if (!measure) return undefined;
  const label = sortField === 'latest.student.size' ? 'Students' : (columnFor(sortField)?.label ?? sortField);
  return { field: sortField as MapMeasure['field'], label, ...measure };
}

export interface ColourScale {
  /** The colour for a figure; undefined for no figure. */
  colourOf: (value: number | null) => string | undefined;
  /** One entry per step actually used, low to high, with its range in words. */
  steps: { colour: string; label: string }[];
}

/**
 * Up to five steps with about as many schools in each (quantiles of the figures shown), so a
 * page of similar schools still shows differences. Steps that would repeat a boundary merge.
 */
export function colourScale(values: readonly (number | null)[], format: (value: number | null) => string | null): ColourScale {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return { colourOf: () => undefined, steps: [] };
  const count = Math.min(SEQUENTIAL.length, sorted.length);
  const bounds: number[] = [];
  for (let step = 1; step < count; step += 1) {
    const bound = sorted[Math.floor((step * sorted.length) / count)]!;
    if (bound > sorted[0]! && !bounds.includes(bound)) bounds.push(bound);
  }
  const stepCount = bounds.length + 1;
  // Spread the used colours over the whole ramp, so two steps still read as low and high.
  const colours = Array.from(
    { length: stepCount },
    (_, index) => SEQUENTIAL[stepCount === 1 ? 2 : Math.round((index * (SEQUENTIAL.length - 1)) / (stepCount - 1))]!,
  );
  const stepOf = (value: number) => bounds.filter((bound) => value >= bound).length;
  const edges = [sorted[0]!, ...bounds, sorted.at(-1)!];
  const steps = colours.map((colour, index) => {
    const low = format(edges[index]!) ?? '';
    const high = format(edges[index + 1]!) ?? '';
    const last = index === stepCount - 1;
    return { colour, label: low === high ? low : last ? `${low} to ${high}` : `${low} to under ${high}` };
  });
  return { colourOf: (value) => (value === null ? undefined : colours[stepOf(value)]), steps };
}
