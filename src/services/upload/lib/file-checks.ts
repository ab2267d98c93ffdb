import { formatBytes } from '../../../shared/lib/format.ts';
import { encryptedSize } from './crypto/encrypt-file.ts';
import { hasWebCrypto } from './crypto/share-secret.ts';
import type { ShareRequest } from './share-options.ts';

/** Megabytes as the host counts them (tmpfiles: "100 MB"), matching formatBytes. */
export const BYTES_PER_MB = 1_000_000;

/** Why a file cannot be sent, checked before any byte leaves the browser; undefined when fine. */
export function refusalFor(
  file: { size: number; name?: string; type?: string },
  maxMb: number,
  request?: Pick<ShareRequest, 'encrypt' | 'password'>,
): string | undefined {
  // Encrypted, an empty file is a header and a tag: not empty, so the host takes it.
  if (file.size === 0 && !request?.encrypt)
    return 'This file is empty (0 bytes). The host refuses empty files; tick Encrypt to share it anyway (the encrypted file is not empty).';
  const max = maxMb * BYTES_PER_MB;
  if (file.size > max) {
    return `This file is ${formatBytes(file.size)}, over the ${formatBytes(max)} limit. Change the limit in Settings if your host allows more.`;
  }
  if (!request?.encrypt) return undefined;
  if (!hasWebCrypto()) {
    return 'This page cannot encrypt: the browser offers encryption only on https (or on localhost). Open the app over https, or turn encryption off.';
  }
  const sealed = encryptedSize({ name: file.name ?? '', type: file.type ?? '', size: file.size }, Boolean(request.password));
  if (sealed > max) {
    return `Encrypted, this file would be ${formatBytes(sealed)} (encryption adds ${formatBytes(sealed - file.size)}), over the ${formatBytes(max)} limit.`;
  }
  return undefined;
}
