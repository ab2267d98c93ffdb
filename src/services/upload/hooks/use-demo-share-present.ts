import { useEffect, useState } from 'react';
import { isDemoMode } from '../../../shared/config/env.ts';
import { fetchShare, ShareMissingError } from '../api/fetch-share.ts';
import type { ShareTarget } from '../lib/share-link.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

export type DemoPresence = 'not-demo' | 'checking' | 'present' | 'missing';

/**
 * In the demo a share lives only in the browser that uploaded it, and asking for it costs no
 * network: the page asks first, so a browser without it is told so before it is asked for a password.
 */
export function useDemoSharePresent(target: ShareTarget | undefined, { demo = isDemoMode }: { demo?: boolean } = {}): DemoPresence {
  const endpoint = useEndpoint('upload-files');
  const [presence, setPresence] = useState<{ target?: ShareTarget; value: DemoPresence }>({ value: 'checking' });
  useEffect(() => {
    if (!demo || !target) return;
    const controller = new AbortController();
    fetchShare(endpoint, target, controller.signal).then(
      ({ body }) => {
        void body.cancel();
        setPresence({ target, value: 'present' });
      },
      (error: unknown) => {
        // Any other failure is the download's own to explain, with its retry.
        if (!controller.signal.aborted) setPresence({ target, value: error instanceof ShareMissingError ? 'missing' : 'present' });
      },
    );
    return () => controller.abort();
  }, [demo, endpoint, target]);
  if (!demo || !target) return 'not-demo';
  return presence.target === target ? presence.value : 'checking';
}
