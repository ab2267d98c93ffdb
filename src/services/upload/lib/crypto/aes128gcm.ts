import { recordNonce, SALT_BYTES, TAG_BYTES, type RecordKeys } from './record-keys.ts';

/**
 * RFC 8188 "aes128gcm" records. The header is salt (16) | rs (uint32) | idlen (1) | keyid; then
 * records of rs bytes of ciphertext (the last may be shorter), each the plaintext, a delimiter
 * (0x01, or 0x02 in the last record), optional zero padding, and the 16-byte GCM tag.
 */
export const FIXED_HEADER_BYTES = SALT_BYTES + 4 + 1;
export const DELIMITER_BYTES = 1;
/** Ciphertext bytes a record adds to its plaintext: delimiter and tag. */
export const RECORD_OVERHEAD = DELIMITER_BYTES + TAG_BYTES;
const MIN_RS = RECORD_OVERHEAD + 1;

/**
 * not-encrypted: no header of this format; unsupported: a later format version; wrong-key /
 * wrong-password: the header's key check does not match; truncated: bytes missing at the end;
 * altered: a record fails its authentication or is out of place.
 */
export type RecordFailure = 'not-encrypted' | 'unsupported' | 'wrong-key' | 'wrong-password' | 'truncated' | 'altered';

/** Why a record stream cannot be read; the decrypt page turns each kind into its own message. */
export class RecordError extends Error {
  constructor(
    readonly kind: RecordFailure,
    message: string,
  ) {
    super(message);
    this.name = 'RecordError';
  }
}

export interface RecordHeader {
  salt: Uint8Array;
  rs: number;
  keyId: Uint8Array;
}

export function encodeHeader({ salt, rs, keyId }: RecordHeader): Uint8Array {
  if (salt.length !== SALT_BYTES || keyId.length > 255 || rs < MIN_RS) throw new RangeError('invalid aes128gcm header');
  const header = new Uint8Array(FIXED_HEADER_BYTES + keyId.length);
  header.set(salt);
  new DataView(header.buffer).setUint32(SALT_BYTES, rs);
  header[SALT_BYTES + 4] = keyId.length;
  header.set(keyId, FIXED_HEADER_BYTES);
  return header;
}

/** Reads the fixed part; the caller then reads `keyIdLength` more bytes. */
export function parseFixedHeader(bytes: Uint8Array): { salt: Uint8Array; rs: number; keyIdLength: number } {
  if (bytes.length < FIXED_HEADER_BYTES) throw new RecordError('not-encrypted', 'The file is shorter than an encryption header.');
  const rs = new DataView(bytes.buffer, bytes.byteOffset).getUint32(SALT_BYTES);
  if (rs < MIN_RS) throw new RecordError('not-encrypted', 'The header names an impossible record size.');
  return { salt: bytes.slice(0, SALT_BYTES), rs, keyIdLength: bytes[SALT_BYTES + 4]! };
}

const gcm = (keys: RecordKeys, seq: number) => ({ name: 'AES-GCM', iv: recordNonce(keys.nonceBase, seq) as BufferSource, tagLength: TAG_BYTES * 8 });

/** Encrypts records in order; `plaintextPerRecord` bytes fill a full record. */
export class RecordSealer {
  private seq = 0;
  readonly plaintextPerRecord: number;

  constructor(
    private readonly keys: RecordKeys,
    rs: number,
  ) {
    this.plaintextPerRecord = rs - RECORD_OVERHEAD;
  }

  async seal(plaintext: Uint8Array, last: boolean): Promise<Uint8Array> {
    if (plaintext.length > this.plaintextPerRecord) throw new RangeError('record plaintext over rs');
    const padded = new Uint8Array(plaintext.length + DELIMITER_BYTES);
    padded.set(plaintext);
    padded[plaintext.length] = last ? 2 : 1;
    const sealed = await crypto.subtle.encrypt(gcm(this.keys, this.seq), this.keys.cek, padded as BufferSource);
    this.seq += 1;
    return new Uint8Array(sealed);
  }
}

/** Decrypts records in order and checks each delimiter against its place in the stream. */
export class RecordOpener {
  private seq = 0;

  constructor(private readonly keys: RecordKeys) {}

  async open(record: Uint8Array, last: boolean): Promise<Uint8Array> {
    if (record.length <= TAG_BYTES) throw new RecordError('altered', 'A record is shorter than its authentication tag.');
    let padded: Uint8Array;
    try {
      padded = new Uint8Array(await crypto.subtle.decrypt(gcm(this.keys, this.seq), this.keys.cek, record as BufferSource));
    } catch {
      throw new RecordError('altered', `Record ${this.seq} failed its authentication check.`);
    }
    this.seq += 1;
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const delimiter = padded[end];
    if (delimiter === 2 && last) return padded.subarray(0, end);
    if (delimiter === 1 && !last) return padded.subarray(0, end);
    if (delimiter === 1) throw new RecordError('truncated', 'The file ends after a record that says more follow.');
    throw new RecordError('altered', 'A record has the wrong delimiter for its place in the file.');
  }
}
