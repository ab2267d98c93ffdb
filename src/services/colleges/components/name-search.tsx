import { useId } from 'react';
import { useUrlDraft } from '../../../shared/hooks/url-state/use-url-draft.ts';
import { inputClass } from '../../../shared/ui/field.tsx';
import { splitNameWords } from '../lib/search-params.ts';

/** Waits for a pause in typing: DEMO_KEY allows only 30 requests an hour. */
const NAME_DEBOUNCE_MS = 600;

/**
 * The name box commits its text to the URL after a pause (or on Enter), and follows the URL when
 * it changes from outside (back/forward, a link, the Colleges link itself).
 */
export function NameSearch({ name, onCommit }: { name: string; onCommit: (name: string) => void }) {
  const id = useId();
  const [draft, setDraft, commitNow] = useUrlDraft(name, onCommit, { params: ['name'], delayMs: NAME_DEBOUNCE_MS });

  const { skipped, used } = splitNameWords(draft);
  return (
    <div className="space-y-1">
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
          if (event.key === 'Enter') commitNow();
        }}
      />
      <p id={`${id}-hint`} aria-live="polite" className="text-xs text-muted">
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
