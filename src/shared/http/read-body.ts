export type ReadBody =
  | { kind: 'empty'; text: '' }
  | { kind: 'json'; value: unknown; text: string }
  | { kind: 'malformed-json'; text: string; reason: string }
  | { kind: 'html'; text: string }
  | { kind: 'text'; text: string };

const looksLikeHtml = (text: string) => /^\s*<(!doctype|html|head|body|\?xml|[a-z][a-z0-9-]*[\s>])/i.test(text);
const looksLikeJson = (text: string) => /^\s*[[{"]/.test(text) || /^\s*(-?\d|true|false|null)\s*$/.test(text);

/** Classifies a reply body whatever its Content-Type claims: gateways often lie. */
export function classifyBody(text: string, contentType: string | null): ReadBody {
  if (text.trim() === '') return { kind: 'empty', text: '' };
  const type = (contentType ?? '').toLowerCase();
  const claimsJson = type.includes('json');
  // Gateways and challenge pages send HTML under any Content-Type, JSON included.
  if (type.includes('text/html') || looksLikeHtml(text)) return { kind: 'html', text };
  if (claimsJson || looksLikeJson(text)) {
    try {
      return { kind: 'json', value: JSON.parse(text), text };
    } catch (error) {
      return { kind: 'malformed-json', text, reason: error instanceof Error ? error.message : String(error) };
    }
  }
  return { kind: 'text', text };
}

/** A short plain-text excerpt of an HTML page (its title or first words), for error messages. */
export function htmlSummary(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  if (title) return title.slice(0, 120);
  const heading = /<h1[^>]*>([^<]*)<\/h1>/i.exec(html)?.[1]?.trim();
  return (heading ?? '').slice(0, 120);
}
