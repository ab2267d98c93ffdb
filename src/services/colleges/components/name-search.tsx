import { useEffect, useId, useState } from 'react';
import { inputClass } from '../../../shared/ui/field.tsx';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value.ts';
import { splitNameWords } from '../lib/search-params.ts';

/** Waits for a pause in typing: DEMO_KEY allows only 30 requests an hour. */
export const NAME_DEBOUNCE_MS = 600;

/**
 * The name box keeps its own draft and commits it to the URL after a pause (or on Enter).
 * Back/forward changes the committed name, which resets the draft.
 */
export function NameSearch({ name, onCommit }: { name: string; onCommit: (name: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(name);
  const [seen, setSeen] = useState(name);
  if (name !== seen) {
    setSeen(name);
    setDraft(name);
  }
  const settled = useDebouncedValue(draft, NAME_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === draft && settled !== name) onCommit(settled);
  }, [settled, draft, name, onCommit]);

  const { skipped, used } = splitNameWords(draft);
  return (
    <div className="space-y-1 sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium">
        School name
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        value={draft}
        maxLength={200}
        autoComplete="off"
        placeholder="e.g. texas austin"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onCommit(draft);
        }}
      />
      <p id={`${id}-hint`} aria-live="polite" className="text-xs text-zinc-600 dark:text-zinc-400">
        {skipped.length > 0 ? (
          <span className="font-medium text-amber-800 dark:text-amber-300">
            {`Ignored: ${skipped.map((word) => `“${word}”`).join(', ')}. The College Scorecard only matches words of 3 or more letters`}
            {used.length > 0 ? `, so this searches for “${used.join(' ')}”.` : ', so no name filter is applied.'}
          </span>
        ) : (
          'Every word must start a word of the name, in any order (3+ letters each).'
        )}
      </p>
    </div>
  );
}
