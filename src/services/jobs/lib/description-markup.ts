import type { TrustedHTML } from 'trusted-types/lib';

let toMarkup: ((clean: string) => TrustedHTML | string) | undefined;

/** Set by the sanitizer (./sanitize-description.ts) when it loads. */
export const provideDescriptionMarkup = (markup: (clean: string) => TrustedHTML | string) => {
  toMarkup = markup;
};

/**
 * A sanitized description as the HTML sink takes it: TrustedHTML from DOMPurify's policy where the
 * browser enforces Trusted Types, the sanitized text elsewhere. Called only with what the loaded
 * sanitizer returned, so it exists by then.
 */
export function descriptionMarkup(clean: string): TrustedHTML | string {
  if (!toMarkup) throw new Error('The description sanitizer has not loaded');
  return toMarkup(clean);
}
