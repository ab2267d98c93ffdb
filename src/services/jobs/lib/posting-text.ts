import { decodeEntities } from '../../../shared/lib/decode-entities.ts';
import { stripBeforeParse } from './strip-before-parse.ts';

const SCRIPT_BLOCK = /<script\b[\s\S]*?(?:<\/script\s*>|$)/gi;
/** Tags that end a line of text (a paragraph, a list item, a heading, a break). */
const BLOCK_TAG = /<\/?(?:p|br|li|ul|ol|div|h[1-6]|tr|td|th|dd|dt|blockquote|pre|hr|table)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;

/**
 * A posting's title and description as plain text, one line per title, paragraph or list item:
 * style and script blocks and every attribute are dropped first (the same pass as before the
 * sanitizer), then every tag, then character references are decoded. The text is only read, never
 * parsed as HTML or shown as markup.
 */
export function postingText(title: string, descriptionHtml: string, maxChars: number): string {
  const body = decodeEntities(
    stripBeforeParse(descriptionHtml.slice(0, maxChars * 4))
      .replace(SCRIPT_BLOCK, ' ')
      .replace(BLOCK_TAG, '\n')
      .replace(ANY_TAG, ' '),
  );
  const lines = `${title}\n${body}`
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return lines.join('\n').slice(0, maxChars);
}
