/**
 * uPlot builds an Intl number formatter for `navigator.language` when its module is evaluated, and
 * Intl throws on a language that is no tag: WebKitGTK under a POSIX locale (C.UTF-8) reports "C".
 * Imported before uPlot: where the page's language is no tag, the navigator gets an own `language`
 * of en-US (the fallback of the reader's locale); a valid language stays as it is.
 */
if (typeof navigator !== 'undefined' && navigator.language) {
  try {
    Intl.getCanonicalLocales(navigator.language);
  } catch {
    Object.defineProperty(navigator, 'language', { value: 'en-US', configurable: true });
  }
}

export {};
