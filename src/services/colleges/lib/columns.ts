import type { School } from '../api/schemas.ts';

/** Requested on every call, plus the location shown with the name. */
export const BASE_FIELDS = ['id', 'school.name', 'school.city', 'school.state', 'latest.student.size'] as const;

/** Where the map places each school. */
export const MAP_FIELDS = ['location.lat', 'location.lon'] as const;

export type ColumnFormat = 'money' | 'percent' | 'website';
type ChoosableField = keyof School & string;

export interface OptionalColumn {
  field: ChoosableField;
  label: string;
  format: ColumnFormat;
  sortable: boolean;
}

/** The columns a user can add; their API field paths are what `fields` in the URL lists. */
export const OPTIONAL_COLUMNS: readonly OptionalColumn[] = [
  { field: 'latest.cost.tuition.in_state', label: 'In-state tuition', format: 'money', sortable: true },
  { field: 'latest.cost.tuition.out_of_state', label: 'Out-of-state tuition', format: 'money', sortable: true },
  { field: 'latest.admissions.admission_rate.overall', label: 'Admission rate', format: 'percent', sortable: true },
  { field: 'latest.earnings.10_yrs_after_entry.median', label: 'Median earnings (10 yrs)', format: 'money', sortable: true },
  { field: 'school.school_url', label: 'Website', format: 'website', sortable: false },
];

export const DEFAULT_COLUMN_FIELDS: readonly string[] = [
  'latest.cost.tuition.in_state',
  'latest.admissions.admission_rate.overall',
  'latest.earnings.10_yrs_after_entry.median',
  'school.school_url',
];

/** Sortable on the real API: integer, float and name fields only (not city, state or URLs). */
export const SORTABLE_FIELDS = new Set<string>(['school.name', 'latest.student.size', ...OPTIONAL_COLUMNS.filter((c) => c.sortable).map((c) => c.field)]);

export const columnFor = (field: string) => OPTIONAL_COLUMNS.find((column) => column.field === field);
