import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { ErrorPanel } from '../../../shared/ui/error-panel.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { runConsoleQuery } from '../api/console.ts';
import { countriesQueries } from '../api/queries.ts';
import { ConsoleResult } from './console-result.tsx';

const SAMPLE = `query Europe {
  countries(filter: { continent: { eq: "EU" }, name: { regex: "^S" } }) {
    code
    name
    capital
    currencies
  }
}`;

/** A small GraphQL playground: the query is checked against the schema before it is sent. */
export default function QueryConsole() {
  const queryId = useId();
  const variablesId = useId();
  const [source, setSource] = useState(SAMPLE);
  const [variables, setVariables] = useState('');
  const schema = useQuery(countriesQueries.clientSchema());
  const run = useMutation({ mutationFn: () => runConsoleQuery(source, variables, schema.data) });
  const submit = () => run.mutate();

  return (
    <form
      className="space-y-3"
      aria-label="GraphQL query console"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="space-y-1">
        <label htmlFor={queryId} className="block text-sm font-medium">
          Query
        </label>
        <textarea
          id={queryId}
          rows={9}
          spellCheck={false}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            }
          }}
          aria-describedby={`${queryId}-hint`}
          className={`${inputClass} font-mono`}
        />
        <p id={`${queryId}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          Ctrl+Enter runs it.{' '}
          {schema.data
            ? 'Checked against the server’s schema before sending.'
            : schema.isError
              ? 'The schema could not be loaded, so the server checks the query.'
              : 'Loading the schema…'}
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor={variablesId} className="block text-sm font-medium">
          Variables (JSON, optional)
        </label>
        <textarea
          id={variablesId}
          rows={2}
          spellCheck={false}
          value={variables}
          placeholder='{"code": "FR"}'
          onChange={(event) => setVariables(event.target.value)}
          className={`${inputClass} font-mono`}
        />
      </div>
      <Button type="submit" variant="primary" disabled={run.isPending}>
        {run.isPending ? 'Running…' : 'Run query'}
      </Button>
      {run.isError && <ErrorPanel error={run.error} onRetry={submit} retrying={run.isPending} compact />}
      {run.data && <ConsoleResult outcome={run.data} />}
    </form>
  );
}
