import { KEY_BYTES, SALT_BYTES } from './record-keys.ts';

/** What opens a share: a random key carried in the link's fragment, or a password the recipient types. */
export type ShareSecret = { kind: 'key'; key: Uint8Array } | { kind: 'password'; password: string };

export const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));
export const randomKey = () => randomBytes(KEY_BYTES);
export const randomSalt = () => randomBytes(SALT_BYTES);

/** PBKDF2-SHA-256 from the password to RFC 8188's 16-byte input keying material. */
export async function passwordKey(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(password.normalize('NFC')) as BufferSource, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, base, KEY_BYTES * 8);
  return new Uint8Array(bits);
}

/** WebCrypto exists only in a secure context (https, or http on localhost). */
export const hasWebCrypto = () => typeof globalThis.crypto?.subtle?.encrypt === 'function' && globalThis.isSecureContext !== false;
