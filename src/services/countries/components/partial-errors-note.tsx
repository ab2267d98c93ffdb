import { countOf } from '../../../shared/lib/plural.ts';
/** Data arrived together with GraphQL errors: show the data and say what is missing. */
export function PartialErrorsNote({ errors }: { errors: { message: string; path?: string }[] }) {
  if (errors.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-semibold">Partial data: the server reported {errors.length === 1 ? 'an error' : countOf(errors.length, 'error')} with this reply.</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.slice(0, 5).map((error, index) => (
          <li key={index} className="break-words">
            {error.path && <code className="font-mono">{error.path}</code>}
            {error.path && ': '}
            {error.message}
          </li>
        ))}
      </ul>
      <p className="mt-1">Fields the errors touched are shown as empty.</p>
    </div>
  );
}
