import type { School } from '../api/schemas.ts';
import type { CsvCell } from '../../../shared/lib/csv.ts';
import { columnFor, type OptionalColumn } from './columns.ts';
import { websiteLink } from './format-values.ts';

/** Header and cells of the CSV: the base columns, then the chosen ones, as plain numbers. */
export function exportTable(fields: readonly string[]): { header: string[]; row: (school: School) => CsvCell[] } {
  const columns = fields.map(columnFor).filter((column): column is OptionalColumn => column !== undefined);
  const unit = (column: OptionalColumn) => (column.format === 'money' ? ' (USD)' : column.format === 'percent' ? ' (%)' : '');
  const cell = (school: School, column: OptionalColumn): CsvCell => {
    const value = school[column.field];
    if (column.format === 'website') return websiteLink(typeof value === 'string' ? value : null)?.href ?? null;
    if (typeof value !== 'number') return null;
    return column.format === 'percent' ? Math.round(value * 10_000) / 100 : value;
  };
  return {
    header: ['Scorecard id', 'Name', 'City', 'State', 'Undergraduates', ...columns.map((column) => `${column.label}${unit(column)}`)],
    row: (school) => [
      school.id,
      school['school.name'],
      school['school.city'],
      school['school.state'],
      school['latest.student.size'],
      ...columns.map((column) => cell(school, column)),
    ],
  };
}
