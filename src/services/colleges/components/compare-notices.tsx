import type { CompareIds } from '../lib/compare-ids.ts';
import { MAX_COMPARE } from '../lib/compare-ids.ts';

/** Names every entry of `?ids=` that was not sent: not a number, listed twice, or beyond the limit. */
export function IdProblems({ parsed, onFix }: { parsed: CompareIds; onFix: () => void }) {
  const lines = [
    ...parsed.invalid.map((entry) => `“${entry}” is not a Scorecard id (a UNITID is a number such as 228778), so it was not sent.`),
    ...(parsed.duplicates.length > 0 ? [`Listed more than once, compared once: ${parsed.duplicates.join(', ')}.`] : []),
    ...(parsed.overflow.length > 0 ? [`A comparison holds at most ${MAX_COMPARE} schools; left out: ${parsed.overflow.join(', ')}.`] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <div
      role="note"
      className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <ul className="list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button type="button" className="font-medium underline" onClick={onFix}>
        Tidy the link
      </button>
    </div>
  );
}
