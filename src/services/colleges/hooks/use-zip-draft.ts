import { useUrlDraft } from '../../../shared/hooks/url-state/use-url-draft.ts';
import { isZip } from '../lib/decision-filters.ts';

const ZIP_DEBOUNCE_MS = 700;

const sendable = (zip: string) => zip === '' || isZip(zip);

/**
 * The ZIP draft, for the ZIP field and the controls that depend on it. `effective` is what those
 * controls follow: the draft while it can be sent (Distance is ready as soon as five digits are
 * typed), else the applied ZIP, so no control shows a search other than the one on screen.
 */
export function useZipDraft(zip: string, onCommit: (zip: string) => void) {
  const [draft, setDraft, commitNow] = useUrlDraft(zip, onCommit, { params: ['zip'], delayMs: ZIP_DEBOUNCE_MS, isValid: sendable });
  return { draft, setDraft, commitNow, applied: zip, effective: sendable(draft) ? draft : zip };
}

export type ZipDraft = ReturnType<typeof useZipDraft>;
