/**
 * RFC 8188 "aes128gcm" key schedule: from the input keying material and the header's salt,
 * HKDF-SHA-256 gives the content-encryption key and the nonce base; record `seq` uses the nonce
 * base XOR seq (as a 96-bit big-endian number).
 */
const encoder = new TextEncoder();
const CEK_INFO = encoder.encode('Content-Encoding: aes128gcm\0');
const NONCE_INFO = encoder.encode('Content-Encoding: nonce\0');
/** Not an RFC 8188 label: our own, so the key check never equals any RFC-derived value. */
const KEY_CHECK_INFO = encoder.encode('Share key check\0');

export const KEY_BYTES = 16;
export const SALT_BYTES = 16;
export const NONCE_BYTES = 12;
export const TAG_BYTES = 16;
export const KEY_CHECK_BYTES = 8;

export interface RecordKeys {
  cek: CryptoKey;
  nonceBase: Uint8Array;
  /** Short value stored in the header: a wrong key gives another one, a damaged record does not change it. */
  keyCheck: Uint8Array;
}

async function hkdf(ikm: CryptoKey, salt: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: salt as BufferSource, info: info as BufferSource }, ikm, bytes * 8);
  return new Uint8Array(bits);
}

export async function deriveRecordKeys(ikm: Uint8Array, salt: Uint8Array): Promise<RecordKeys> {
  const base = await crypto.subtle.importKey('raw', ikm as BufferSource, 'HKDF', false, ['deriveBits']);
  const [cekBytes, nonceBase, keyCheck] = await Promise.all([
    hkdf(base, salt, CEK_INFO, KEY_BYTES),
    hkdf(base, salt, NONCE_INFO, NONCE_BYTES),
    hkdf(base, salt, KEY_CHECK_INFO, KEY_CHECK_BYTES),
  ]);
  const cek = await crypto.subtle.importKey('raw', cekBytes as BufferSource, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return { cek, nonceBase, keyCheck };
}

export function recordNonce(nonceBase: Uint8Array, seq: number): Uint8Array {
  const nonce = nonceBase.slice();
  // seq stays far below 2^48 (100 MB / 64 KiB records); XOR it into the low six bytes.
  let rest = seq;
  for (let index = NONCE_BYTES - 1; index >= NONCE_BYTES - 6 && rest > 0; index -= 1) {
    nonce[index]! ^= rest % 256;
    rest = Math.floor(rest / 256);
  }
  return nonce;
}

export const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index]);
