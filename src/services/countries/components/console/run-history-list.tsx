import { Button } from '../../../../shared/ui/button.tsx';
import { runLabel } from '../../lib/console/console-messages.ts';
import { clearConsoleHistory, type ConsoleRun } from '../../lib/console/run-history.ts';
import { formatDateTime } from '../../../../shared/lib/reader-locale.ts';
import { useConsoleHistory } from '../../hooks/use-console-history.ts';

const OUTCOME = { data: 'data', partial: 'partial data', errors: 'errors', failed: 'failed', 'not-sent': 'not sent' } as const;
const ranAt = (at: number) => formatDateTime(at, { dateStyle: 'short', timeStyle: 'short' });

/** The last 20 runs (this browser only); choosing one puts its query and variables back in the editors. */
export function RunHistory({ onLoad }: { onLoad: (run: ConsoleRun) => void }) {
  const runs = useConsoleHistory();
  if (runs.length === 0) return null;
  return (
    <section aria-label="History" className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">History ({runs.length})</h2>
        <Button onClick={clearConsoleHistory}>Clear history</Button>
      </div>
      <ul className="max-h-60 space-y-1 overflow-y-auto text-sm">
        {runs.map((run) => (
          <li key={`${run.ranAt}-${run.query}`} className="flex flex-wrap items-baseline gap-x-2">
            <button type="button" className="font-mono text-accent underline" onClick={() => onLoad(run)}>
              {runLabel(run.query)}
            </button>
            <span className="text-xs text-muted">
              {ranAt(run.ranAt)} · {OUTCOME[run.outcome]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
