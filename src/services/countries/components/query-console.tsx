import { useMutation } from '@tanstack/react-query';
import { parse, print } from 'graphql';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { ErrorPanel } from '../../../shared/ui/error-panel.tsx';
import { runConsoleQuery, type ConsoleOutcome } from '../api/console.ts';
import { useClientSchema } from '../hooks/use-console-queries.ts';
import { variablesProblem } from '../lib/console/console-messages.ts';
import { consoleUrl, type ConsoleDraft } from '../lib/console/console-url.ts';
import { DocsExplorer } from './console/docs-explorer.tsx';
import { CodeEditor, type EditorHandle } from './console/graphql-editor.tsx';
import { RunHistory } from './console/run-history-list.tsx';
import { rememberRun, type ConsoleRun } from '../lib/console/run-history.ts';
import { ConsoleResult } from './console-result.tsx';
import { usePageParams } from '../../../shared/hooks/url-state/use-page-params.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

const outcomeKind = (outcome: ConsoleOutcome): ConsoleRun['outcome'] =>
  outcome.kind === 'local-errors' ? 'not-sent' : outcome.json.errors?.length ? (outcome.json.data ? 'partial' : 'errors') : 'data';

/**
 * The GraphQL workbench: a schema-aware editor (completion, inline errors, hover), variables,
 * results, the last runs and the schema's docs. Query and variables live in the URL.
 */
export default function QueryConsole() {
  const queryLabel = useId();
  const variablesLabel = useId();
  const hintId = useId();
  const { values, set } = usePageParams(consoleUrl);
  const [draft, setDraft] = useState<ConsoleDraft>(values);
  const editor = useRef<EditorHandle>(null);
  const endpoint = useEndpoint('countries');
  const schema = useClientSchema(endpoint);
  const run = useMutation({
    mutationFn: (sent: ConsoleDraft) => runConsoleQuery(endpoint, sent.query, sent.variables, schema.data),
    onSettled: (outcome, error, sent) => rememberRun({ ...sent, ranAt: Date.now(), outcome: error ? 'failed' : outcome ? outcomeKind(outcome) : 'failed' }),
  });
  const submit = () => run.mutate(draft);
  const variablesError = variablesProblem(draft.variables);

  // The URL follows the draft (replacing the entry), so copying the address shares the query.
  useEffect(() => {
    const timer = setTimeout(() => set(draft, { typed: true, preventScrollReset: true }), 300);
    return () => clearTimeout(timer);
  }, [draft, set]);

  const prettify = () => {
    try {
      setDraft((current) => ({ ...current, query: print(parse(current.query)) }));
    } catch {
      // An unreadable query stays as typed; the editor marks the error.
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-3">
        <div className="space-y-1">
          <p id={queryLabel} className="text-sm font-medium">
            Query
          </p>
          <CodeEditor
            ref={editor}
            language="graphql"
            label="Query"
            value={draft.query}
            schema={schema.data}
            onChange={(query) => setDraft((current) => ({ ...current, query }))}
            onRun={submit}
          />
          <p id={hintId} className="text-xs text-muted">
            Ctrl+Enter (⌘+Enter) runs it; Ctrl+Space completes; Escape then Tab leaves the editor.
          </p>
          {/* Two lines kept for the schema's state, so its longer messages never push the page down. */}
          <p className="min-h-[2lh] text-xs text-zinc-600 lg:min-h-lh dark:text-zinc-400">
            {schema.data
              ? 'Checked against the server’s schema before sending.'
              : schema.isError
                ? 'The schema could not be loaded: no completion or checks, the server checks the query.'
                : 'Loading the schema…'}
          </p>
        </div>
        <div className="space-y-1">
          <p id={variablesLabel} className="text-sm font-medium">
            Variables (JSON, optional)
          </p>
          <CodeEditor
            language="json"
            label="Variables (JSON, optional)"
            invalid={Boolean(variablesError)}
            placeholder='{"code": "FR"}'
            value={draft.variables}
            onChange={(variables) => setDraft((current) => ({ ...current, variables }))}
            onRun={submit}
          />
          {variablesError && (
            <p role="status" className="text-xs font-medium text-red-700 dark:text-red-400">
              {variablesError}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" onClick={submit} disabled={run.isPending}>
            {run.isPending ? 'Running…' : 'Run query'}
          </Button>
          <Button onClick={prettify}>Prettify</Button>
        </div>
        <div aria-live="polite">
          {run.isError && <ErrorPanel error={run.error} onRetry={submit} retrying={run.isPending} compact />}
          {run.data && <ConsoleResult outcome={run.data} />}
        </div>
        <RunHistory onLoad={(entry) => setDraft({ query: entry.query, variables: entry.variables })} />
      </div>
      <aside aria-label="Schema docs" className="min-w-0 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
        <h2 className="mb-2 font-semibold">Docs</h2>
        {schema.data ? (
          <DocsExplorer schema={schema.data} onInsert={(text) => editor.current?.insert(text)} />
        ) : schema.isError ? (
          <p className="text-sm">The schema could not be loaded (introspection failed), so there are no docs.</p>
        ) : (
          <p className="text-sm">Loading the schema…</p>
        )}
      </aside>
    </div>
  );
}
