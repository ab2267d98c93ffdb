import { hoverTooltip } from '@codemirror/view';
import { getSchema, offsetToPos } from 'cm6-graphql';
import { getHoverInformation } from 'graphql-language-service';

/** Hover over a field, argument or type: its type and description, from the schema. */
export const graphqlHover = hoverTooltip((view, pos) => {
  const schema = getSchema(view.state);
  if (!schema) return null;
  const info = getHoverInformation(schema, view.state.doc.toString(), offsetToPos(view.state.doc, pos));
  const text = typeof info === 'string' ? info : Array.isArray(info) ? info.map(String).join('\n\n') : '';
  if (!text.trim()) return null;
  const word = view.state.wordAt(pos);
  return {
    pos: word?.from ?? pos,
    end: word?.to ?? pos,
    above: true,
    create: () => {
      const dom = document.createElement('div');
      dom.className = 'whitespace-pre-wrap p-2 font-mono text-xs';
      // Text only: descriptions come from the server and are never parsed as HTML.
      dom.textContent = text;
      return { dom };
    },
  };
});
