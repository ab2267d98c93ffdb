/**
 * uPlot builds `new Intl.NumberFormat(navigator.language)` when its module is evaluated, and Intl
 * throws on a language that is no tag: WebKitGTK under a POSIX locale (C.UTF-8) reports "C". Where
 * the page's language is no tag, this gives `nav` an own `language` of en-US (the fallback of the
 * reader's locale) before uPlot is evaluated; a valid language stays as it is.
 */
export function giveUplotALanguageTag(nav: Navigator | undefined): void {
  if (!nav?.language) return;
  try {
    Intl.getCanonicalLocales(nav.language);
  } catch {
    Object.defineProperty(nav, 'language', { value: 'en-US', configurable: true });
  }
}

giveUplotALanguageTag(typeof navigator === 'undefined' ? undefined : navigator);
