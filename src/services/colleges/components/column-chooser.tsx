import { useState } from 'react';
import { useUrlDraft } from '../../../shared/hooks/url-state/use-url-draft.ts';
import { OPTIONAL_COLUMNS } from '../lib/columns.ts';

/**
 * Drives `fields`: each ticked column adds its API field to the request. The boxes flip on the
 * click itself; the URL (and the request) follows once the router has navigated.
 */
export function ColumnChooser({ fields, onChange }: { fields: string[]; onChange: (fields: string[]) => void }) {
  const [chosen, setChosen] = useUrlDraft(fields, onChange, { params: ['fields'] });
  // The boxes are built the first time the list opens, then stay.
  const [opened, setOpened] = useState(false);
  const toggle = (field: string, on: boolean) =>
    setChosen((current) => OPTIONAL_COLUMNS.map((column) => column.field).filter((candidate) => (candidate === field ? on : current.includes(candidate))));
  return (
    <details
      className="rounded-md border border-zinc-300 bg-white text-sm dark:border-zinc-600 dark:bg-zinc-900"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className="cursor-pointer px-3 py-1.5 font-medium">{`Columns (${chosen.length} of ${OPTIONAL_COLUMNS.length} extra)`}</summary>
      {opened && (
        <fieldset className="space-y-1.5 px-3 pb-3 pt-1">
          <legend className="sr-only">Extra columns to request</legend>
          {OPTIONAL_COLUMNS.map((column) => (
            <label key={column.field} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-accent"
                checked={chosen.includes(column.field)}
                onChange={(event) => toggle(column.field, event.target.checked)}
              />
              {column.label}
            </label>
          ))}
        </fieldset>
      )}
    </details>
  );
}
