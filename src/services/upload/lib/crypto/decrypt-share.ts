import { FIXED_HEADER_BYTES, parseFixedHeader, RECORD_OVERHEAD, RecordError, RecordOpener } from './aes128gcm.ts';
import { BlobSink } from './blob-sink.ts';
import { ChunkReader } from './chunk-reader.ts';
import { deriveRecordKeys, sameBytes } from './record-keys.ts';
import { KEY_ID_LENGTHS, parseKeyId, parseMeta, type FileMeta, type KeyMode } from './share-format.ts';
import { passwordKey, type ShareSecret } from './share-secret.ts';

export interface DecryptOptions {
  signal?: AbortSignal;
  /** Ciphertext bytes read so far, and the total once known (from the file header, else the caller's hint). */
  onProgress?: (done: number, total: number | undefined) => void;
  /** The Content-Length, when the server sent one. */
  totalHint?: number;
}

export interface DecryptedShare {
  meta: FileMeta;
  blob: Blob;
}

/**
 * Decrypts a share as it streams. Nothing is returned unless every record authenticated, the last
 * record said it was last and the byte count matches the header: a partial file is never offered.
 */
/** The link's key, or the password's, derived with the PBKDF2 salt and count the header carries. */
async function inputKey(secret: ShareSecret, mode: KeyMode): Promise<Uint8Array> {
  if (secret.kind === 'key') return secret.key;
  if (mode.kind !== 'password') throw new RecordError('wrong-password', 'The file is not locked with a password.');
  return passwordKey(secret.password, mode.salt, mode.iterations);
}

export async function decryptShare(stream: ReadableStream<Uint8Array>, secret: ShareSecret, options: DecryptOptions = {}): Promise<DecryptedShare> {
  const reader = new ChunkReader(stream.getReader());
  try {
    return await decryptRecords(reader, secret, options);
  } catch (error) {
    // Not awaited: a stream's source may settle its cancel late or never, and the error is known now.
    void reader.cancel(error);
    throw error;
  }
}

async function decryptRecords(reader: ChunkReader, secret: ShareSecret, options: DecryptOptions): Promise<DecryptedShare> {
  const fixed = parseFixedHeader(await reader.take(FIXED_HEADER_BYTES));
  if (!KEY_ID_LENGTHS.includes(fixed.keyIdLength)) throw new RecordError('not-encrypted', 'The file has no share header.');
  const keyIdBytes = await reader.take(fixed.keyIdLength);
  if (keyIdBytes.length < fixed.keyIdLength) throw new RecordError('truncated', 'The file ends inside its header.');
  const { mode, keyCheck } = parseKeyId(keyIdBytes);
  if (mode.kind !== secret.kind) {
    throw new RecordError(mode.kind === 'password' ? 'wrong-key' : 'wrong-password', 'The link and the file disagree on how the file is locked.');
  }
  const ikm = await inputKey(secret, mode);
  const keys = await deriveRecordKeys(ikm, fixed.salt);
  if (!sameBytes(keys.keyCheck, keyCheck)) throw new RecordError(secret.kind === 'key' ? 'wrong-key' : 'wrong-password', 'The key does not match this file.');

  const headerBytes = FIXED_HEADER_BYTES + fixed.keyIdLength;
  const opener = new RecordOpener(keys);
  const sink = new BlobSink();
  let consumed = headerBytes;
  let expected: number | undefined;
  let meta: FileMeta | undefined;
  for (;;) {
    options.signal?.throwIfAborted();
    const record = await reader.take(fixed.rs);
    consumed += record.length;
    const last = await reader.ended();
    if (record.length === 0) throw new RecordError('truncated', 'The file ends before its first record.');
    const shortOfHint = options.totalHint !== undefined && consumed < options.totalHint;
    if (last && ((expected !== undefined && consumed < expected) || shortOfHint)) throw new RecordError('truncated', 'The file ends early.');
    let plaintext = await opener.open(record, last);
    if (!meta) {
      const parsed = parseMeta(plaintext);
      meta = parsed.meta;
      plaintext = plaintext.subarray(parsed.offset);
      const plaintextTotal = parsed.offset + meta.size;
      const records = Math.max(1, Math.ceil(plaintextTotal / (fixed.rs - RECORD_OVERHEAD)));
      expected = headerBytes + plaintextTotal + records * RECORD_OVERHEAD;
    }
    sink.push(plaintext);
    options.onProgress?.(consumed, expected ?? options.totalHint);
    if (expected !== undefined && consumed > expected) throw new RecordError('altered', 'The file is longer than its header says.');
    if (last) break;
  }
  if (!meta || sink.size !== meta.size) throw new RecordError('altered', 'The file size does not match its header.');
  return { meta, blob: sink.toBlob(meta.type) };
}
