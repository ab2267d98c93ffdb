import { useCallback, useRef, useState } from 'react';
import { buildZip } from '../lib/zip-files.ts';

export type SeveralFiles =
  { step: 'choosing'; files: File[] } | { step: 'zipping'; files: File[]; loaded: number; total: number } | { step: 'failed'; files: File[]; error: string };

/**
 * Several files chosen at once wait for a choice: one link each, or one .zip. The zip is built
 * here (it may take a few seconds for large files) and then queued like any single file.
 */
export function useSeveralFiles(queueFiles: (files: File[]) => void) {
  const [state, setState] = useState<SeveralFiles | undefined>();
  const building = useRef<AbortController | undefined>(undefined);

  const offer = useCallback((files: File[]) => {
    building.current?.abort(new DOMException('Replaced by a new choice of files', 'AbortError'));
    setState({ step: 'choosing', files });
  }, []);

  const separately = useCallback(() => {
    if (state) queueFiles(state.files);
    setState(undefined);
  }, [state, queueFiles]);

  const asZip = useCallback(async () => {
    if (!state) return;
    const { files } = state;
    const controller = new AbortController();
    building.current = controller;
    const total = files.reduce((sum, file) => sum + file.size, 0);
    setState({ step: 'zipping', files, loaded: 0, total });
    try {
      const zip = await buildZip(files, {
        signal: controller.signal,
        onProgress: (loaded) => setState((current) => (current?.step === 'zipping' && current.files === files ? { ...current, loaded } : current)),
      });
      if (building.current !== controller) return;
      queueFiles([zip]);
      setState(undefined);
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ step: 'failed', files, error: error instanceof Error ? error.message : String(error) });
    } finally {
      if (building.current === controller) building.current = undefined;
    }
  }, [state, queueFiles]);

  const cancel = useCallback(() => {
    building.current?.abort(new DOMException('Cancelled', 'AbortError'));
    building.current = undefined;
    setState(undefined);
  }, []);

  return { state, offer, separately, asZip, cancel };
}
