import { completionStatus, currentCompletions, startCompletion } from '@codemirror/autocomplete';
import { forceLinting, forEachDiagnostic } from '@codemirror/lint';
import { EditorView, runScopeHandlers } from '@codemirror/view';
import { render, waitFor } from '@testing-library/react';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { countriesSdl } from '../../fake/schema.ts';
import { CodeEditor } from './graphql-editor.tsx';

const schema = buildSchema(countriesSdl());

/** The CodeMirror view inside the editor's shadow root. */
function renderEditor(value: string, onRun: () => void = () => undefined) {
  const { container } = render(<CodeEditor value={value} onChange={() => undefined} onRun={onRun} label="Query" language="graphql" schema={schema} />);
  const root = container.firstElementChild?.shadowRoot;
  const content = root?.querySelector<HTMLElement>('.cm-content');
  if (!content) throw new Error('no editor rendered');
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor view');
  return view;
}

describe('the GraphQL editor with the live schema', () => {
  it('completes the fields of the type at the cursor', async () => {
    const view = renderEditor('{ countries { na } }');
    view.dispatch({ selection: { anchor: '{ countries { na'.length } });
    startCompletion(view);
    await waitFor(() => expect(currentCompletions(view.state).map((option) => option.label)).toEqual(expect.arrayContaining(['name', 'native'])));
    expect(currentCompletions(view.state).map((option) => option.label)).not.toContain('countries');
  });

  it("completes a field's arguments", async () => {
    const view = renderEditor('{ country() { name } }');
    view.dispatch({ selection: { anchor: '{ country('.length } });
    startCompletion(view);
    await waitFor(() => expect(currentCompletions(view.state).map((option) => option.label)).toContain('code'));
  });

  it('closes an open completion list when Ctrl+Enter runs the query', async () => {
    let runs = 0;
    const view = renderEditor('{ continents { co } }', () => (runs += 1));
    view.dispatch({ selection: { anchor: '{ continents { co'.length } });
    startCompletion(view);
    await waitFor(() => expect(completionStatus(view.state)).toBe('active'));
    expect(runScopeHandlers(view, new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true }), 'editor')).toBe(true);
    expect(runs).toBe(1);
    expect(completionStatus(view.state)).toBeNull();
  });

  it('marks a field the schema does not have before anything is sent', async () => {
    const view = renderEditor('{ countries { name populaton } }');
    forceLinting(view);
    await waitFor(() => {
      const messages: string[] = [];
      forEachDiagnostic(view.state, (diagnostic) => messages.push(`${diagnostic.severity}: ${diagnostic.message}`));
      expect(messages).toEqual([expect.stringMatching(/^error: Cannot query field "populaton" on type "Country"/)]);
    });
  });
});
