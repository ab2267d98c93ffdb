/** Invisible, direction-changing or unusual space characters (not the plain space): shown decoded, they could disguise a link. */
const HIDDEN = /(?! )[\p{Cc}\p{Cf}\p{Z}]/u;

/**
 * A link as a person reads it: percent-encoded letters (a Unicode file name) decoded, so
 * "Müller.pdf" shows as such rather than three times as long. The link itself, and what is
 * copied, stays encoded. A link whose decoded form would hold invisible, control or
 * direction-changing characters (or is not valid percent-encoding) is shown encoded.
 */
export function readableUrl(url: string): string {
  try {
    const decoded = decodeURI(url);
    return HIDDEN.test(decoded) ? url : decoded;
  } catch {
    return url;
  }
}
