import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeEntities } from './decode-entities.ts';

/** The browser's own reading of text content, as the oracle: a <template>'s content is inert. */
const browserReading = (text: string) => {
  const template = document.createElement('template');
  template.innerHTML = text;
  return template.content.textContent;
};

describe('decodeEntities', () => {
  afterEach(() => vi.restoreAllMocks());

  it('decodes named references case-sensitively, as HTML does', () => {
    expect(decodeEntities('Gesch&auml;ftsf&uuml;hrer, M&uuml;ller &amp; S&ouml;hne, Stra&szlig;e, &Uuml;ber')).toBe(
      'Geschäftsführer, Müller & Söhne, Straße, Über',
    );
    expect(decodeEntities('&pound;&euro;&yen;&cent; &ndash; &bdquo;Zitat&ldquo; &hellip; &apos;x&apos; &AMP;')).toBe("£€¥¢ – „Zitat“ … 'x' &");
  });

  it('reads every name in its table exactly as the browser does', () => {
    const names =
      'quot amp apos lt gt nbsp copy reg Agrave Ouml szlig yuml OElig Scaron fnof circ Alpha omega thetasym ensp ndash mdash lsquo rdquo bdquo dagger Dagger bull hellip permil euro trade larr hArr forall nabla infin ne le sube loz diams lang rang'.split(
        ' ',
      );
    for (const name of names) expect([name, decodeEntities(`&${name};`)]).toEqual([name, browserReading(`&${name};`)]);
  });

  it('decodes decimal and hex references, including Windows-1252 numbers', () => {
    expect(decodeEntities('&#36;&#x20AC;&#X20ac;&#8364;')).toBe('$€€€');
    expect(decodeEntities('&#128512;&#x1F600;')).toBe('😀😀');
    expect(decodeEntities('&#150; &#x93;x&#x94;')).toBe(browserReading('&#150; &#x93;x&#x94;'));
    expect(decodeEntities('&#150;')).toBe('–');
  });

  it('leaves unknown names, references to no character and unterminated ones as written', () => {
    expect(decodeEntities('&bogus; &#0; &#xD800; &#x110000; &#99999999;')).toBe('&bogus; &#0; &#xD800; &#x110000; &#99999999;');
    expect(decodeEntities('AT&T &amp &#36 R&D;')).toBe('AT&T &amp &#36 R&D;');
    expect(decodeEntities('&UUML;')).toBe('&UUML;');
    expect(decodeEntities('')).toBe('');
    expect(decodeEntities('no references')).toBe('no references');
  });

  it('never parses markup: an encoded tag stays text and no element is created', () => {
    const createElement = vi.spyOn(document, 'createElement');
    const text = decodeEntities('&lt;img src=x onerror=alert(1)&gt;<b>bold</b>&lt;script&gt;');
    expect(text).toBe('<img src=x onerror=alert(1)><b>bold</b><script>');
    expect(createElement).not.toHaveBeenCalled();
  });

  it('decodes once: a decoded ampersand does not start another reference', () => {
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
    expect(decodeEntities('&amp;#36;')).toBe('&#36;');
  });
});
