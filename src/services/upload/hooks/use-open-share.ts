import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchShare } from '../api/fetch-share.ts';
import { decryptShare, type DecryptedShare } from '../lib/crypto/decrypt-share.ts';
import type { ShareSecret } from '../lib/crypto/share-secret.ts';
import type { ShareTarget } from '../lib/share-link.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

export type OpenState =
  { step: 'idle' } | { step: 'running'; loaded: number; total?: number } | { step: 'done'; share: DecryptedShare } | { step: 'failed'; error: unknown };

/** Downloads and decrypts one share; a new start or leaving the page cancels the one before. */
export function useOpenShare(target: ShareTarget | undefined) {
  const [state, setState] = useState<OpenState>({ step: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  const endpoint = useEndpoint('upload-files');

  const start = useCallback(
    (secret: ShareSecret) => {
      if (!target) return;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ step: 'running', loaded: 0 });
      const live = () => controller.current === current && !current.signal.aborted;
      void (async () => {
        try {
          const { body, total } = await fetchShare(endpoint, target, current.signal);
          const share = await decryptShare(body, secret, {
            signal: current.signal,
            totalHint: total,
            onProgress: (loaded, expected) => live() && setState({ step: 'running', loaded, total: expected }),
          });
          if (live()) setState({ step: 'done', share });
        } catch (error) {
          if (live()) setState({ step: 'failed', error });
        }
      })();
    },
    [endpoint, target],
  );

  useEffect(() => () => controller.current?.abort(), []);
  return { state, start };
}
