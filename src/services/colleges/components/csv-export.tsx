import { useEffect, useRef, useState } from 'react';
import { isUpstreamError } from '../../../shared/http/errors.ts';
import { formatDuration, formatInteger } from '../../../shared/lib/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Progress } from '../../../shared/ui/progress.tsx';
import { listSchools } from '../api/schools.ts';
import type { School, SchoolsPage } from '../api/schemas.ts';
import { CSV_TYPE, downloadText, toCsv } from '../../../shared/lib/csv.ts';
import { csvFileName } from '../lib/csv.ts';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, exportRequestCount, fetchAllPages } from '../lib/export-all.ts';
import { exportTable } from '../lib/export-rows.ts';
import { toApiParams, type CollegeSearch } from '../lib/search-params.ts';
import { countOf } from '../../../shared/lib/plural.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

type State =
  { step: 'idle' } | { step: 'confirm' } | { step: 'running'; done: number; of: number; rows: number } | { step: 'stopped'; schools: School[]; reason: string };

function download(search: CollegeSearch, schools: School[]) {
  const { header, row } = exportTable(search.fields);
  downloadText(csvFileName([search.state, search.name, search.zip, search.degree, search.program].filter(Boolean)), CSV_TYPE, toCsv(header, schools.map(row)));
}

function stopReason(error: unknown, done: number, of: number): string {
  const where = `after ${done} of ${of} requests`;
  if (isUpstreamError(error) && (error.kind === 'rate-limited' || error.status === 429)) {
    const wait = error.retryAfterMs === undefined ? 'up to an hour (the limit counts a rolling hour)' : formatDuration(error.retryAfterMs);
    return `The API key's rate limit was reached ${where}. Wait ${wait} before exporting again.`;
  }
  if (error === 'cancelled') return `Cancelled ${where}.`;
  return `The export stopped ${where}: ${error instanceof Error ? error.message : 'the request failed'}.`;
}

/**
 * "Download CSV" of the current search: the loaded page costs nothing; every result (up to 1,000)
 * costs one request per 100 rows, said before it starts, with progress and Cancel. A failure midway
 * keeps the rows fetched so far and offers to save them.
 */
export function CsvExport({ data, search }: { data: SchoolsPage; search: CollegeSearch }) {
  const endpoint = useEndpoint('colleges');
  const [state, setState] = useState<State>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort('left'), []);

  const total = data.metadata.total;
  const allOnThisPage = total <= data.results.length;
  const requests = exportRequestCount(total);
  const rows = Math.min(total, EXPORT_MAX_ROWS);
  const requestWord = countOf(requests, 'request');
  const budget =
    endpoint.key === 'DEMO_KEY' ? `this uses ${requests} of your 30 requests this hour (DEMO_KEY)` : `this uses ${requestWord} of your key's hourly limit`;

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    let progress = { done: 0, of: requests };
    setState({ step: 'running', done: 0, of: requests, rows: 0 });
    const params = toApiParams(search);
    const outcome = await fetchAllPages(
      (page, signal) => listSchools(endpoint, { ...params, page: String(page), per_page: String(EXPORT_PAGE_SIZE) }, signal),
      total,
      (done, of, count) => {
        progress = { done, of };
        setState({ step: 'running', done, of, rows: count });
      },
      abort.signal,
    );
    if (abort.signal.reason === 'left') return;
    controller.current = null;
    if (outcome.error === undefined) {
      download(search, outcome.schools);
      setState({ step: 'idle' });
    } else {
      const reason = abort.signal.aborted ? 'cancelled' : outcome.error;
      setState({ step: 'stopped', schools: outcome.schools, reason: stopReason(reason, progress.done, progress.of) });
    }
  };

  return (
    <section aria-label="Download CSV" className="space-y-2 rounded-lg border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => download(search, data.results)}>{`Download this page as CSV (${countOf(data.results.length, 'row')})`}</Button>
        <span className="text-soft">0 requests: the rows are already loaded.</span>
      </div>
      {!allOnThisPage && state.step === 'idle' && (
        <Button variant="ghost" className="px-2" onClick={() => setState({ step: 'confirm' })}>
          {`Download all ${countOf(rows, 'row')}…`}
        </Button>
      )}
      {state.step === 'confirm' && (
        <div role="group" aria-label="Confirm the export" className="space-y-2">
          <p>
            {`All ${countOf(rows, 'row')}${total > EXPORT_MAX_ROWS ? ` (the first ${formatInteger(EXPORT_MAX_ROWS)} of ${formatInteger(total)})` : ''} need ${requestWord} of up to ${EXPORT_PAGE_SIZE} rows: ${budget}.`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={() => void start()}>{`Start (${requestWord})`}</Button>
            <Button onClick={() => setState({ step: 'idle' })}>Not now</Button>
          </div>
        </div>
      )}
      {state.step === 'running' && (
        <div className="space-y-2">
          <Progress
            label="CSV export"
            state="running"
            value={(state.done / state.of) * 100}
            detail={`${state.done} of ${countOf(state.of, 'request')} · ${countOf(state.rows, 'row')}`}
          />
          <Button onClick={() => controller.current?.abort('cancelled')}>Cancel</Button>
        </div>
      )}
      {state.step === 'stopped' && (
        <div role="alert" className="space-y-2">
          <p className="font-medium">{state.reason}</p>
          <div className="flex flex-wrap gap-2">
            {state.schools.length > 0 && (
              <Button
                variant="primary"
                onClick={() => {
                  download(search, state.schools);
                  setState({ step: 'idle' });
                }}
              >
                {`Save the ${countOf(state.schools.length, 'row')} fetched`}
              </Button>
            )}
            <Button onClick={() => setState({ step: 'idle' })}>Close</Button>
          </div>
        </div>
      )}
    </section>
  );
}
