import { describe, expect, it } from 'vitest';
import { consoleUrl, DEFAULT_QUERY, readConsoleDraft } from './console-url.ts';
import { runLabel } from './console-messages.ts';
import { consoleRuns, HISTORY_LIMIT, rememberRun, type ConsoleRun } from './run-history.ts';

describe('console URL', () => {
  it('round-trips query and variables and leaves defaults out', () => {
    const draft = { query: '{ country(code: $c) { name } }', variables: '{"c":"FR"}' };
    const params = consoleUrl.patch(new URLSearchParams('x=1'), draft);
    expect(readConsoleDraft(new URLSearchParams(params.toString()))).toEqual(draft);
    expect(params.get('x')).toBe('1');
    expect(consoleUrl.patch(new URLSearchParams(), { query: DEFAULT_QUERY, variables: ' ' }).toString()).toBe('');
    expect(readConsoleDraft(new URLSearchParams())).toEqual({ query: DEFAULT_QUERY, variables: '' });
  });
});

describe('run history', () => {
  const run = (query: string, ranAt = 1): ConsoleRun => ({ query, variables: '', ranAt, outcome: 'data' });

  it('keeps the last 20, newest first, a repeated run moving to the top', () => {
    for (let index = 0; index < 25; index++) rememberRun(run(`{ q${index} }`, index + 1));
    let history = consoleRuns.get();
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]!.query).toBe('{ q24 }');
    rememberRun(run('{ q10 }', 99));
    history = consoleRuns.get();
    expect(history[0]).toMatchObject({ query: '{ q10 }', ranAt: 99 });
    expect(history.filter((item) => item.query === '{ q10 }')).toHaveLength(1);
  });

  it('labels a run by its operation name or first field', () => {
    expect(runLabel('query Europe { countries { code } }')).toBe('Europe');
    expect(runLabel('{ continents { name } }')).toBe('{ continents }');
  });
});
