import { describe, expect, it } from 'vitest';
import { encodeHeader, FIXED_HEADER_BYTES, parseFixedHeader, RecordError, RecordOpener, RecordSealer } from './aes128gcm.ts';
import { fromBase64Url, toBase64Url } from './base64url.ts';
import { deriveRecordKeys } from './record-keys.ts';

// RFC 8188 §3.1, "Encryption of a Short Message".
const RFC = {
  plaintext: 'I am the walrus',
  key: 'yqdlZ-tYemfogSmv7Ws5PQ',
  salt: 'I1BsxtFttlv3u_Oo94xnmw',
  rs: 4096,
  encoded: 'I1BsxtFttlv3u_Oo94xnmwAAEAAA-NAVub2qFgBEuQKRapoZu-IxkIva3MEB1PD-ly8Thjg',
};

describe('RFC 8188 aes128gcm records', () => {
  it('reproduces the RFC 8188 §3.1 example byte for byte', async () => {
    const keys = await deriveRecordKeys(fromBase64Url(RFC.key)!, fromBase64Url(RFC.salt)!);
    const header = encodeHeader({ salt: fromBase64Url(RFC.salt)!, rs: RFC.rs, keyId: new Uint8Array() });
    const record = await new RecordSealer(keys, RFC.rs).seal(new TextEncoder().encode(RFC.plaintext), true);
    const encoded = new Uint8Array([...header, ...record]);
    expect(toBase64Url(encoded)).toBe(RFC.encoded);
  });

  it('decrypts the RFC 8188 §3.1 example', async () => {
    const bytes = fromBase64Url(RFC.encoded)!;
    const { salt, rs, keyIdLength } = parseFixedHeader(bytes);
    expect({ rs, keyIdLength, salt: toBase64Url(salt) }).toEqual({ rs: 4096, keyIdLength: 0, salt: RFC.salt });
    const keys = await deriveRecordKeys(fromBase64Url(RFC.key)!, salt);
    const plaintext = await new RecordOpener(keys).open(bytes.subarray(FIXED_HEADER_BYTES), true);
    expect(new TextDecoder().decode(plaintext)).toBe(RFC.plaintext);
  });

  it('tells a non-last delimiter at the end (truncation) from a flipped bit (alteration)', async () => {
    const keys = await deriveRecordKeys(fromBase64Url(RFC.key)!, fromBase64Url(RFC.salt)!);
    const notLast = await new RecordSealer(keys, RFC.rs).seal(new Uint8Array([1, 2, 3]), false);
    await expect(new RecordOpener(keys).open(notLast, true)).rejects.toMatchObject({ kind: 'truncated' });
    const last = await new RecordSealer(keys, RFC.rs).seal(new Uint8Array([1, 2, 3]), true);
    await expect(new RecordOpener(keys).open(last, false)).rejects.toMatchObject({ kind: 'altered' });
    const flipped = last.slice();
    flipped[0]! ^= 1;
    await expect(new RecordOpener(keys).open(flipped, true)).rejects.toBeInstanceOf(RecordError);
  });

  it('refuses a header too short or with an impossible record size', () => {
    expect(() => parseFixedHeader(new Uint8Array(10))).toThrow(RecordError);
    expect(() => parseFixedHeader(new Uint8Array(FIXED_HEADER_BYTES))).toThrow(/record size/);
  });
});
