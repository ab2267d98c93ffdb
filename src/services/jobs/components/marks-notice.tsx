import type { StoreProblem } from '../lib/marks-store.ts';

const MESSAGES: Record<StoreProblem, string> = {
  unavailable: 'This browser does not let the page store data (private mode or full storage): saved jobs, notes and marks work for this visit only.',
  unreadable: 'Your saved jobs could not all be read, so the readable ones were kept and the rest was set aside in this browser; nothing was overwritten.',
};

export function MarksNotice({ problem }: { problem?: StoreProblem }) {
  if (!problem) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {MESSAGES[problem]}
    </p>
  );
}
