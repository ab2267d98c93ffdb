let decoder: HTMLTextAreaElement | undefined;

/**
 * Turns `M&uuml;nchen` into `München` for plain-text fields. A <textarea> never creates
 * elements from its content, so this cannot run markup; strings without `&` skip the DOM.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&') || typeof document === 'undefined') return text;
  decoder ??= document.createElement('textarea');
  decoder.innerHTML = text;
  return decoder.value;
}
