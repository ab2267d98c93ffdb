import createDOMPurify, { type Config } from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib';
import { provideDescriptionMarkup } from './description-markup.ts';
import { stripBeforeParse } from './strip-before-parse.ts';

// Our own instance, so these hooks never leak into another service's use of DOMPurify.
const purifier = createDOMPurify(window);

const SAFE_LINK = /^(https?:|mailto:)/i;

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (!SAFE_LINK.test(href.trim())) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Text formatting and links only. Images are dropped too: the CSP allows no third-party
 * image hosts, and a tracking pixel is not worth a hole in it.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'code',
    'pre',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'dl',
    'dt',
    'dd',
  ],
  ALLOWED_ATTR: ['href', 'title', 'colspan', 'rowspan'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * The one HTML the app builds from a string. DOMPurify parses the untrusted text and returns its
 * output through its own Trusted Types policy (`dompurify`, which the CSP names), so the page's
 * enforced policy lets it into the description's element; without Trusted Types the output is text.
 */
const sanitizeToMarkup = (html: string): TrustedHTML | string => purifier.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });

/** The last description sanitized, as text and as markup: the page shows what it has just checked. */
let last: { text: string; markup: TrustedHTML | string } | undefined;

/** The sanitized description as text: what a saved job keeps, and what tells an empty description. */
export function sanitizeDescription(html: string): string {
  const markup = sanitizeToMarkup(stripBeforeParse(html));
  last = { text: markup.toString(), markup };
  return last.text;
}

/** Sanitized text as the HTML sink takes it (sanitized again unless it is the last one returned). */
provideDescriptionMarkup((clean) => (last?.text === clean ? last.markup : sanitizeToMarkup(clean)));
