import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { UpstreamError } from '../../../shared/http/errors.ts';
import { encryptFile } from '../lib/crypto/encrypt-file.ts';
import { randomKey, type ShareSecret } from '../lib/crypto/share-secret.ts';
import type { ShareLink } from '../lib/reply-parser.ts';
import type { ShareRequest } from '../lib/share-options.ts';
import { buildShareLink, hostFileOf } from '../lib/share-link.ts';
import { sendFile } from './send-file.ts';

export type SharePhase = 'encrypting' | 'sending';
export interface ShareProgress {
  phase: SharePhase;
  loaded: number;
  total: number;
}

/**
 * Sends one file as asked: as it is, or encrypted in the browser first (a fresh key for every
 * attempt, so a retry never reuses one) and then linked to this app's open page.
 */
export async function sendShare(
  endpoint: Endpoint,
  file: File,
  { request, ...options }: { request: ShareRequest; signal: AbortSignal; onProgress: (progress: ShareProgress) => void },
): Promise<ShareLink> {
  const sending = (progress: { loaded: number; total: number }) => options.onProgress({ phase: 'sending', ...progress });
  if (!request.encrypt) return sendFile(endpoint, file, { signal: options.signal, onProgress: sending, expireSeconds: request.expireSeconds });

  const secret: ShareSecret = request.password ? { kind: 'password', password: request.password } : { kind: 'key', key: randomKey() };
  const sealed = await encryptFile(file, secret, {
    signal: options.signal,
    onProgress: (loaded, total) => options.onProgress({ phase: 'encrypting', loaded, total }),
  });
  options.onProgress({ phase: 'sending', loaded: 0, total: sealed.size });
  const link = await sendFile(endpoint, sealed, { signal: options.signal, onProgress: sending, expireSeconds: request.expireSeconds });
  const hostFile = hostFileOf(link.directUrl ?? link.shareUrl);
  if (!hostFile) {
    throw new UpstreamError({
      service: 'upload',
      kind: 'invalid-response',
      message: 'The host’s link has no numeric id and file name, so no open link can be made',
      rawBody: link.shareUrl,
    });
  }
  const target = secret.kind === 'key' ? { ...hostFile, lock: 'key' as const, key: secret.key } : { ...hostFile, lock: 'password' as const };
  return { ...link, private: { url: buildShareLink(window.location.origin, target), lock: target.lock } };
}
