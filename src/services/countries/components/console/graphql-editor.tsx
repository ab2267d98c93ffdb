import { autocompletion, closeBrackets, closeBracketsKeymap, closeCompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { lintGutter, lintKeymap } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder as placeholderText } from '@codemirror/view';
import { graphql, updateSchema } from 'cm6-graphql';
import type { GraphQLSchema } from 'graphql';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { graphqlHover } from '../../lib/console/graphql-hover.ts';

export interface EditorHandle {
  /** Inserts text at the cursor (the docs explorer's fields) and focuses the editor. */
  insert: (text: string) => void;
}

interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  /** The editor's accessible name (an id reference cannot cross into its shadow root). */
  label: string;
  language: 'graphql' | 'json';
  /** The schema for completion, lint and hover (GraphQL only); undefined leaves plain editing. */
  schema?: GraphQLSchema;
  placeholder?: string;
  invalid?: boolean;
  ref?: Ref<EditorHandle>;
}

const theme = EditorView.theme({
  '&': { fontSize: '0.8125rem', border: '1px solid rgb(161 161 170)', borderRadius: '0.375rem', backgroundColor: 'var(--color-editor-bg, transparent)' },
  '&.cm-focused': { outline: '2px solid var(--color-accent, #2563eb)', outlineOffset: '1px' },
  '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', minHeight: '3rem' },
  '.cm-scroller': { overflow: 'auto', maxHeight: '24rem' },
  '.cm-gutters': { backgroundColor: 'transparent', borderRight: '1px solid rgb(212 212 216)' },
  '.cm-tooltip': { maxWidth: 'min(28rem, 90vw)', color: 'inherit' },
  '.cm-placeholder': { color: 'var(--cm-comment)' },
  '.cm-lineNumbers .cm-gutterElement': { color: 'var(--cm-comment)' },
});

/** Colours from CSS variables set on the host (light and dark), which reach into the shadow root. */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword], color: 'var(--cm-keyword)' },
  { tag: [tags.propertyName, tags.variableName, tags.definition(tags.variableName)], color: 'var(--cm-name)' },
  { tag: [tags.string, tags.number, tags.bool, tags.null], color: 'var(--cm-value)' },
  { tag: [tags.typeName, tags.className], color: 'var(--cm-type)' },
  { tag: tags.comment, color: 'var(--cm-comment)', fontStyle: 'italic' },
]);

const colours =
  '[--cm-keyword:#6b21a8] [--cm-name:#1e40af] [--cm-value:#166534] [--cm-type:#9a3412] [--cm-comment:#52525b] ' +
  'dark:[--cm-keyword:#d8b4fe] dark:[--cm-name:#93c5fd] dark:[--cm-value:#86efac] dark:[--cm-type:#fdba74] dark:[--cm-comment:#a1a1aa]';

/** A CodeMirror 6 editor: GraphQL (cm6-graphql) or JSON, with brackets, history and keyboard help. */
export function CodeEditor({ value, onChange, onRun, label, language, schema, placeholder, invalid, ref }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest props for the editor's callbacks, and the document to start from when it is created:
  // a layout effect, so the editor below (created in a later layout effect) reads this render's.
  const latest = useRef({ onChange, onRun, value });
  useLayoutEffect(() => {
    latest.current = { onChange, onRun, value };
  });

  // Before the first paint, so the page never paints an empty editor that then grows and pushes
  // everything below it down.
  useLayoutEffect(() => {
    const extensions: Extension[] = [
      lineNumbers(),
      history(),
      bracketMatching(),
      closeBrackets(),
      autocompletion(),
      syntaxHighlighting(highlight),
      lintGutter(),
      EditorView.lineWrapping,
      keymap.of([
        // Running the query ends the typing: an open completion list would cover the result.
        { key: 'Mod-Enter', run: (view) => (closeCompletion(view), latest.current.onRun(), true) },
        ...closeBracketsKeymap,
        ...defaultKeymap,
        ...historyKeymap,
        ...completionKeymap,
        ...lintKeymap,
        indentWithTab,
      ]),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) latest.current.onChange(update.state.doc.toString());
      }),
      EditorView.contentAttributes.of({
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
      }),
      theme,
      ...(placeholder ? [placeholderText(placeholder)] : []),
      ...(language === 'graphql' ? [graphql(undefined), graphqlHover] : [json()]),
    ];
    // In a shadow root CodeMirror styles itself with constructed style sheets, which the page's
    // Content Security Policy (style-src 'self') allows, where it would block <style> elements.
    const root = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const created = new EditorView({ root, parent: root, state: EditorState.create({ doc: latest.current.value, extensions }) });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // Value and schema changes are dispatched below, without creating the editor again.
  }, [language, label, placeholder]);

  useEffect(() => {
    if (view.current && language === 'graphql') updateSchema(view.current, schema);
  }, [schema, language]);

  // A value from outside (prettify, history, a link) replaces the document.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  useImperativeHandle(ref, () => ({
    insert: (text: string) => {
      const current = view.current;
      if (!current) return;
      const { from, to } = current.state.selection.main;
      current.dispatch({ changes: { from, to, insert: text }, selection: { anchor: from + text.length } });
      current.focus();
    },
  }));

  return <div ref={host} className={`${colours} ${invalid ? 'rounded-md ring-2 ring-red-600 dark:ring-red-400' : ''}`} />;
}
