import { describe, expect, it } from 'vitest';
import { stripBeforeParse } from './strip-before-parse.ts';

describe('stripBeforeParse', () => {
  it('drops handlers, style attributes and style blocks before any parser sees them', () => {
    expect(stripBeforeParse('<img src=x onerror="alert(1)"><svg/onload=alert(2)><p style="color:red" title="a>b">t</p><style>p{}</style>')).toBe(
      '<img><svg><p title="a>b">t</p>',
    );
  });

  it('keeps links, titles and table spans, and leaves text alone', () => {
    const html = '<a href="https://x.test" target=_self>one = 1</a> a &lt; b <td colspan=2>c</td>';
    expect(stripBeforeParse(html)).toBe('<a href="https://x.test">one = 1</a> a &lt; b <td colspan=2>c</td>');
  });

  it('removes an unterminated style block to the end', () => {
    expect(stripBeforeParse('<p>ok</p><style>body{display:none}')).toBe('<p>ok</p>');
  });
});
