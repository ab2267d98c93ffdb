import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description.ts';

function render(html: string) {
  const host = document.createElement('div');
  host.innerHTML = sanitizeDescription(html);
  return host;
}

describe('sanitizeDescription', () => {
  it('removes scripts and event handlers', () => {
    const host = render('<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)"><svg onload="alert(3)"><circle/></svg>');
    expect(host.querySelector('script, img, svg')).toBeNull();
    expect(host.innerHTML).not.toMatch(/onerror|onload|alert/);
    expect(host.textContent).toBe('Hi');
  });

  it('drops javascript: and data: links but keeps their text', () => {
    const host = render('<a href="javascript:alert(1)">js</a><a href=" JaVaScRiPt:alert(1)">js2</a><a href="data:text/html,x">data</a>');
    for (const link of host.querySelectorAll('a')) expect(link.hasAttribute('href')).toBe(false);
    expect(host.textContent).toBe('jsjs2data');
  });

  it('opens safe links in a new tab without opener or referrer', () => {
    const link = render('<a href="https://example.com/job" onclick="x()" target="_self">apply</a>').querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.com/job');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('onclick');
  });

  it('removes style tags and attributes, iframes, forms, objects and meta refresh', () => {
    const host = render(
      '<style>body{display:none}</style><p style="color:red">text</p><iframe src="https://x.test"></iframe>' +
        '<form action="https://evil.test"><input name="p"><button>go</button></form><object data="x"></object>' +
        '<meta http-equiv="refresh" content="0;url=https://evil.test">',
    );
    expect(host.querySelector('style, iframe, form, input, button, object, meta, [style]')).toBeNull();
    expect(host.querySelector('p')?.textContent).toBe('text');
  });

  it('keeps named entities as text and ordinary formatting', () => {
    const host = render('<h2>Aufgaben</h2><ul><li>Gr&uuml;&szlig;e aus K&ouml;ln &amp; M&auml;rkte</li></ul>');
    expect(host.querySelector('li')?.textContent).toBe('Grüße aus Köln & Märkte');
    expect(host.querySelector('h2')).not.toBeNull();
  });
});
