import { useId, useState } from 'react';
import { inputClass } from '../../../shared/ui/field.tsx';
import type { ZipDraft } from '../hooks/use-zip-draft.ts';
import { isZip } from '../lib/decision-filters.ts';

function zipProblem(draft: string, finished: boolean): string | undefined {
  if (draft === '') return undefined;
  if (/\D/.test(draft)) return 'A ZIP code is 5 digits, no letters or spaces.';
  if (finished && !isZip(draft)) return 'A ZIP code has exactly 5 digits.';
  return undefined;
}

/** A 5-digit ZIP code; anything else is explained here and never sent. */
export function ZipField({ zip: { draft, setDraft, commitNow, applied } }: { zip: ZipDraft }) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const problem = zipProblem(draft, touched);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Near ZIP code
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        placeholder="e.g. 97201"
        className={inputClass}
        value={draft}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => setDraft(event.target.value.trim())}
        onBlur={() => setTouched(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            setTouched(true);
            commitNow();
          }
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        Searches around the centre of this U.S. ZIP code.
      </p>
      {problem && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
          {`${problem} Not sent: ${applied ? `the search still uses ${applied}` : 'the search is not limited by ZIP code'}.`}
        </p>
      )}
    </div>
  );
}
