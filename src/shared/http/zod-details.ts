import type { ZodError } from '../lib/zod.ts';
import type { FieldDetail } from './errors.ts';

const pathOf = (path: PropertyKey[]) => (path.length === 0 ? '(root)' : path.map(String).join('.'));

export function zodDetails(error: ZodError): FieldDetail[] {
  return error.issues.slice(0, 10).map((issue) => ({ field: pathOf(issue.path), message: issue.message }));
}

export function zodSummary(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return 'The reply does not have the expected shape';
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return `The reply does not have the expected shape: ${pathOf(first.path)}: ${first.message}${more}`;
}
