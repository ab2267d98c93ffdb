import { formatInteger } from '../../../shared/lib/format.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TileProps } from '../../../shared/board/tile-types.ts';
import { TileQuery } from '../../../shared/board/tile-query.tsx';
import { useOnline } from '../../../shared/hooks/use-online.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { NOT_SENT_HEADINGS, runLabel, variablesProblem } from '../lib/console/console-messages.ts';
import type { ConsoleSummary, SummaryTable } from '../lib/console/console-summary.ts';
import { readConsoleDraft } from '../lib/console/console-url.ts';
import { useConsoleTileResult } from '../hooks/use-console-queries.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

const linkClass = 'text-accent underline underline-offset-2';
/** Columns a tile has room for. */
const COLUMNS = { small: 3, wide: 6 } as const;

const OpenPage = ({ url, children = 'Open the page' }: { url: string; children?: string }) => (
  <Link to={url} className={linkClass}>
    {children}
  </Link>
);

function Problems({ heading, errors, url }: { heading: string; errors: string[]; url: string }) {
  return (
    <div className="text-sm">
      <p className="font-medium text-red-800 dark:text-red-300">{heading}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs">
        {errors.slice(0, 3).map((error) => (
          <li key={error} className="break-words">
            {error}
          </li>
        ))}
      </ul>
      {errors.length > 3 && <p className={`text-xs $"text-muted"`}>and {errors.length - 3} more.</p>}
      <p className="mt-1 text-xs">
        <OpenPage url={url} />
      </p>
    </div>
  );
}

function RowsTable({ table, label, size, url }: { table: SummaryTable; label: string; size: TileProps['size']; url: string }) {
  const columns = table.columns.slice(0, COLUMNS[size]);
  const more = table.total - table.rows.length;
  if (table.total === 0) return <p className="text-sm">No rows: {table.path} is an empty list.</p>;
  return (
    <div className="text-xs leading-4">
      <table className="w-full table-fixed border-collapse">
        <caption className={`truncate pb-0.5 text-left $"text-muted"`}>
          <span className="font-mono">{label}</span> · {table.path}: {table.rows.length} of {table.total}
        </caption>
        <thead>
          <tr className="border-b border-zinc-200 dark:border-zinc-800">
            {columns.map((column) => (
              <th key={column} scope="col" className="truncate pr-2 text-left font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            // Rows have no identity of their own; their order is the reply's.
            <tr key={index}>
              {columns.map((column, at) => (
                <td key={column} className="truncate pr-2" title={row[at]}>
                  {row[at]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1">
        {more > 0 && <span>{formatInteger(more)} more · </span>}
        <OpenPage url={url}>Open in the console</OpenPage>
      </p>
    </div>
  );
}

/** A run as the tile shows it: the console's words for errors, the first rows, or a short JSON summary. */
function SummaryView({ summary, label, size, url }: { summary: ConsoleSummary; label: string; size: TileProps['size']; url: string }) {
  if (summary.kind === 'not-sent') return <Problems heading={NOT_SENT_HEADINGS[summary.checked]} errors={summary.errors} url={url} />;
  if (!summary.hasData) return <Problems heading="The server answered with errors:" errors={summary.errors} url={url} />;
  return (
    <div className="space-y-1">
      {summary.errors.length > 0 && (
        <p className="text-xs font-medium text-amber-900 dark:text-amber-200">
          Partial data with errors: {summary.errors[0]}
          {summary.errors.length > 1 && ` (and ${summary.errors.length - 1} more)`}
        </p>
      )}
      {summary.table ? (
        <RowsTable table={summary.table} label={label} size={size} url={url} />
      ) : (
        <>
          <p className="font-mono text-xs break-all">{summary.json}</p>
          <p className="text-xs">
            <OpenPage url={url}>Open in the console</OpenPage>
          </p>
        </>
      )}
    </div>
  );
}

/** A query from someone else's board: shown, never sent, until the person runs it. */
function HeldQuery({ query, variables, run }: { query: string; variables: string; run: () => void }) {
  return (
    <div className="space-y-2 text-xs">
      <p>From a shared board: it runs only when you ask.</p>
      <ScrollRegion
        label="Query to run"
        role="group"
        className="max-h-16 overflow-auto rounded-md border border-zinc-200 bg-zinc-50 p-1.5 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <pre className="font-mono whitespace-pre-wrap">{query}</pre>
        {variables.trim() && <pre className={`mt-1 font-mono whitespace-pre-wrap $"text-muted"`}>Variables: {variables}</pre>}
      </ScrollRegion>
      <Button variant="primary" className="min-h-8 px-3 py-1 text-xs" onClick={run}>
        Run query
      </Button>
    </div>
  );
}

/**
 * A pinned console query: its operation's name and, once run, the first rows of its result's
 * first list. The person's own pin runs when shown (again once its result is an hour old) and on
 * "Run again"; a received one (shared link, import) waits for "Run query".
 */
export function ConsoleQueryTile({ url, search, size, received = false, confirm }: TileProps) {
  const draft = readConsoleDraft(search);
  const label = runLabel(draft.query);
  const endpoint = useEndpoint('countries');
  const online = useOnline();
  const problem = variablesProblem(draft.variables);
  // Set the moment the person asks, before the board has stored that the tile is theirs.
  const [asked, setAsked] = useState(false);
  const held = received && !asked;
  const result = useConsoleTileResult(endpoint, draft, !held && !problem);

  const body = () => {
    if (problem) return <Problems heading="The pinned variables cannot be used (not sent):" errors={[problem]} url={url} />;
    if (held) {
      return (
        <HeldQuery
          query={draft.query}
          variables={draft.variables}
          run={() => {
            setAsked(true);
            confirm?.();
            void result.refetch();
          }}
        />
      );
    }
    if (result.data === undefined && !online) return <p className="text-sm">This query needs the network: it has no saved result in this browser yet.</p>;
    return (
      <TileQuery query={result} refreshable={online} refreshLabel="Run again">
        {(summary) => (
          <>
            {!online && <p className={`text-xs $"text-muted"`}>Offline: the last result this browser kept.</p>}
            <SummaryView summary={summary} label={label} size={size} url={url} />
          </>
        )}
      </TileQuery>
    );
  };

  // A table names the operation in its caption; every other state says it first.
  const captioned = !held && !problem && result.data?.kind === 'reply' && result.data.table !== undefined && result.data.table.total > 0;
  return (
    <div className="flex flex-1 flex-col gap-1">
      {!captioned && (
        <p className={`truncate font-mono text-xs $"text-muted"`} title={draft.query}>
          {label}
        </p>
      )}
      {body()}
    </div>
  );
}
