import type { Sanitize } from './job-marks.ts';

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * The description sanitizer (DOMPurify), loaded when a description is first shown or kept: the
 * jobs list shows none, so its first load does not carry the sanitizer's bytes. A failed load is
 * tried again by the next call.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-description.ts').then(
    ({ sanitizeDescription }) => (loaded = sanitizeDescription),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The sanitizer if it has loaded, else undefined. */
export const loadedSanitizer = (): Sanitize | undefined => loaded;
