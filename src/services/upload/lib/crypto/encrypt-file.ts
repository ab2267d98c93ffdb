import { encodeHeader, FIXED_HEADER_BYTES, RECORD_OVERHEAD, RecordSealer } from './aes128gcm.ts';
import { BlobSink } from './blob-sink.ts';
import { ChunkReader, concatBytes } from './chunk-reader.ts';
import { deriveRecordKeys, KEY_CHECK_BYTES, SALT_BYTES } from './record-keys.ts';
import { encodeKeyId, encodeMeta, PBKDF2_ITERATIONS, RECORD_SIZE, type KeyMode } from './share-format.ts';
import { passwordKey, randomSalt, type ShareSecret } from './share-secret.ts';

export interface EncryptOptions {
  signal?: AbortSignal;
  /** Plaintext bytes of the file read so far. */
  onProgress?: (done: number, total: number) => void;
}

/** What the host will receive for this file: header, file header and every record's delimiter and tag added. */
export function encryptedSize(file: Pick<File, 'name' | 'type' | 'size'>, password: boolean): number {
  const plaintext = encodeMeta(file).length + file.size;
  const records = Math.max(1, Math.ceil(plaintext / (RECORD_SIZE - RECORD_OVERHEAD)));
  const keyId = encodeKeyId(
    password ? { kind: 'password', salt: new Uint8Array(SALT_BYTES), iterations: 1 } : { kind: 'key' },
    new Uint8Array(KEY_CHECK_BYTES),
  );
  return FIXED_HEADER_BYTES + keyId.length + plaintext + records * RECORD_OVERHEAD;
}

/**
 * Encrypts the file record by record from file.stream() into Blob parts. The host receives a
 * random `.bin` name; the real name and type travel inside the first record.
 */
export async function encryptFile(file: File, secret: ShareSecret, options: EncryptOptions = {}): Promise<File> {
  const salt = randomSalt();
  let ikm: Uint8Array;
  let mode: KeyMode;
  if (secret.kind === 'key') {
    ikm = secret.key;
    mode = { kind: 'key' };
  } else {
    const pbkdfSalt = randomSalt();
    ikm = await passwordKey(secret.password, pbkdfSalt, PBKDF2_ITERATIONS);
    mode = { kind: 'password', salt: pbkdfSalt, iterations: PBKDF2_ITERATIONS };
  }
  const keys = await deriveRecordKeys(ikm, salt);
  const sink = new BlobSink();
  sink.push(encodeHeader({ salt, rs: RECORD_SIZE, keyId: encodeKeyId(mode, keys.keyCheck) }));

  const sealer = new RecordSealer(keys, RECORD_SIZE);
  const reader = new ChunkReader(file.stream().getReader());
  const meta = encodeMeta({ name: file.name, type: file.type, size: file.size });
  let read = 0;
  let plaintext = concatBytes(meta, await reader.take(sealer.plaintextPerRecord - meta.length));
  try {
    for (;;) {
      options.signal?.throwIfAborted();
      read += plaintext.length;
      const last = await reader.ended();
      sink.push(await sealer.seal(plaintext, last));
      options.onProgress?.(Math.min(read - meta.length, file.size), file.size);
      if (last) break;
      plaintext = await reader.take(sealer.plaintextPerRecord);
    }
  } catch (error) {
    void reader.cancel(error);
    throw error;
  }
  return new File([sink.toBlob('application/octet-stream')], `${randomName()}.bin`, { type: 'application/octet-stream' });
}

/** 12 random lowercase letters and digits: the host learns nothing from the name. */
function randomName(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...crypto.getRandomValues(new Uint8Array(12))].map((byte) => alphabet[byte % alphabet.length]).join('');
}
