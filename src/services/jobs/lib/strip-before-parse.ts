/**
 * Chrome checks the Content-Security-Policy while it *parses* HTML, even into an inert
 * document, and reports every inline handler and style it meets (blocked, but noisy and
 * indistinguishable from a real attack in the CSP report). So before DOMPurify parses the
 * description, this string pass drops style blocks and every attribute DOMPurify would drop
 * anyway. It is not the security boundary: DOMPurify still sanitizes whatever comes out.
 */
const KEPT_ATTRIBUTES = new Set(['href', 'title', 'colspan', 'rowspan']);

const STYLE_BLOCK = /<style\b[\s\S]*?(?:<\/style\s*>|$)/gi;
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

function keepAttributes(rest: string): string {
  let kept = '';
  for (const [, name = '', value] of rest.matchAll(ATTRIBUTE)) {
    if (KEPT_ATTRIBUTES.has(name.toLowerCase())) kept += value === undefined ? ` ${name}` : ` ${name}=${value}`;
  }
  return kept;
}

export function stripBeforeParse(html: string): string {
  return html.replace(STYLE_BLOCK, '').replace(START_TAG, (_tag, name: string, rest: string) => `<${name}${keepAttributes(rest)}>`);
}
