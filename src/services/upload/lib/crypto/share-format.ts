import { RecordError } from './aes128gcm.ts';
import { KEY_CHECK_BYTES, SALT_BYTES } from './record-keys.ts';

/**
 * What this app puts in RFC 8188's keyid and at the start of the plaintext.
 * keyid: version (1) | mode (0 key, 1 password) | key check (8) | password only: PBKDF2 salt (16), iterations (uint32).
 * plaintext: JSON length (uint16) | JSON {name, type, size} | the file's bytes.
 */
export const FORMAT_VERSION = 1;
/** Ciphertext bytes per record, as RFC 8188 counts rs. */
export const RECORD_SIZE = 65_536;
export const PBKDF2_ITERATIONS = 600_000;
/** Refuse absurd counts in a received header: they would freeze the page. */
const MAX_ITERATIONS = 10_000_000;
const MAX_META_BYTES = 4096;

/** The keyid lengths of the two modes: anything else is not one of our shares. */
export const KEY_ID_LENGTHS = [2 + KEY_CHECK_BYTES, 2 + KEY_CHECK_BYTES + SALT_BYTES + 4];

export type KeyMode = { kind: 'key' } | { kind: 'password'; salt: Uint8Array; iterations: number };

export function encodeKeyId(mode: KeyMode, keyCheck: Uint8Array): Uint8Array {
  const password = mode.kind === 'password';
  const keyId = new Uint8Array(2 + KEY_CHECK_BYTES + (password ? SALT_BYTES + 4 : 0));
  keyId[0] = FORMAT_VERSION;
  keyId[1] = password ? 1 : 0;
  keyId.set(keyCheck, 2);
  if (password) {
    keyId.set(mode.salt, 2 + KEY_CHECK_BYTES);
    new DataView(keyId.buffer).setUint32(2 + KEY_CHECK_BYTES + SALT_BYTES, mode.iterations);
  }
  return keyId;
}

export function parseKeyId(keyId: Uint8Array): { mode: KeyMode; keyCheck: Uint8Array } {
  if (keyId.length === 0) throw new RecordError('not-encrypted', 'The file has no share header.');
  if (keyId[0] !== FORMAT_VERSION) throw new RecordError('unsupported', `The file uses share format ${keyId[0]}, newer than this page.`);
  const password = keyId[1] === 1;
  const expected = 2 + KEY_CHECK_BYTES + (password ? SALT_BYTES + 4 : 0);
  if ((keyId[1] !== 0 && !password) || keyId.length !== expected) throw new RecordError('not-encrypted', 'The share header is malformed.');
  const keyCheck = keyId.slice(2, 2 + KEY_CHECK_BYTES);
  if (!password) return { mode: { kind: 'key' }, keyCheck };
  const iterations = new DataView(keyId.buffer, keyId.byteOffset).getUint32(2 + KEY_CHECK_BYTES + SALT_BYTES);
  if (iterations < 1 || iterations > MAX_ITERATIONS) throw new RecordError('altered', 'The share header names an impossible iteration count.');
  return { mode: { kind: 'password', salt: keyId.slice(2 + KEY_CHECK_BYTES, 2 + KEY_CHECK_BYTES + SALT_BYTES), iterations }, keyCheck };
}

export interface FileMeta {
  name: string;
  type: string;
  size: number;
}

export function encodeMeta(meta: FileMeta): Uint8Array {
  let json = new TextEncoder().encode(JSON.stringify({ name: meta.name, type: meta.type, size: meta.size }));
  // A name long enough to pass the limit is cut: the file still opens, under a shorter name.
  if (json.length > MAX_META_BYTES)
    json = new TextEncoder().encode(JSON.stringify({ name: meta.name.slice(0, 200), type: meta.type.slice(0, 200), size: meta.size }));
  const out = new Uint8Array(2 + json.length);
  new DataView(out.buffer).setUint16(0, json.length);
  out.set(json, 2);
  return out;
}

/** Reads the JSON header from the start of the first record; returns it and where the file's bytes begin. */
export function parseMeta(plaintext: Uint8Array): { meta: FileMeta; offset: number } {
  const length = plaintext.length >= 2 ? new DataView(plaintext.buffer, plaintext.byteOffset).getUint16(0) : -1;
  if (length < 0 || length > MAX_META_BYTES || plaintext.length < 2 + length) throw new RecordError('altered', 'The file header is incomplete.');
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext.subarray(2, 2 + length)));
  } catch {
    throw new RecordError('altered', 'The file header is not readable.');
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const { name, type, size } = record;
  if (typeof name !== 'string' || typeof type !== 'string' || typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
    throw new RecordError('altered', 'The file header lacks a name, type or size.');
  return { meta: { name, type, size }, offset: 2 + length };
}
