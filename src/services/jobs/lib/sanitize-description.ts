import createDOMPurify, { type Config } from 'dompurify';
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

export function sanitizeDescription(html: string): string {
  return purifier.sanitize(stripBeforeParse(html), CONFIG) as string;
}
