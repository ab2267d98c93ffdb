import { useCallback, useEffect, useState } from 'react';
import { isDemoMode } from '../../../shared/config/env.ts';
import { fetchShare, ShareMissingError } from '../api/fetch-share.ts';
import type { ShareTarget } from '../lib/share-link.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

export type DemoPresence = 'not-demo' | 'checking' | 'present' | 'missing' | 'failed';

interface Checked {
  target: ShareTarget;
  attempt: number;
  value: DemoPresence;
  error?: unknown;
}

/**
 * In the demo a share lives only in the browser that uploaded it, and asking for it costs no
 * network: the page asks first, so a browser without it is told so before it is asked for a
 * password. A check that fails for another reason is said too (`error`, with `recheck`): until
 * the share is known to be here, a password could not open it.
 */
export function useDemoSharePresent(
  target: ShareTarget | undefined,
  { demo = isDemoMode }: { demo?: boolean } = {},
): { presence: DemoPresence; error?: unknown; recheck: () => void } {
  const endpoint = useEndpoint('upload-files');
  const [attempt, setAttempt] = useState(0);
  const [checked, setChecked] = useState<Checked>();
  useEffect(() => {
    if (!demo || !target) return;
    const controller = new AbortController();
    fetchShare(endpoint, target, controller.signal).then(
      ({ body }) => {
        void body.cancel();
        setChecked({ target, attempt, value: 'present' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setChecked(error instanceof ShareMissingError ? { target, attempt, value: 'missing' } : { target, attempt, value: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [attempt, demo, endpoint, target]);
  const recheck = useCallback(() => setAttempt((count) => count + 1), []);
  if (!demo || !target) return { presence: 'not-demo', recheck };
  const current = checked?.target === target && checked.attempt === attempt ? checked : undefined;
  return { presence: current?.value ?? 'checking', error: current?.error, recheck };
}
