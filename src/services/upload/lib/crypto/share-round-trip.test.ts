import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { FIXED_HEADER_BYTES, RECORD_OVERHEAD } from './aes128gcm.ts';
import { decryptShare } from './decrypt-share.ts';
import { encryptedSize, encryptFile } from './encrypt-file.ts';
import { encodeMeta, RECORD_SIZE } from './share-format.ts';
import { passwordKey, randomKey, type ShareSecret } from './share-secret.ts';

const KEY_MODE_HEADER = FIXED_HEADER_BYTES + 10;

function patterned(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + 7) % 251;
  return bytes;
}

const streamOf = (bytes: Uint8Array, chunk = 10_000) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += chunk) controller.enqueue(bytes.slice(at, at + chunk));
      controller.close();
    },
  });

async function encrypt(bytes: Uint8Array<ArrayBuffer>, secret: ShareSecret, name = 'notes.txt', type = 'text/plain') {
  // Node's File has stream(); jsdom's has not.
  const file = new NodeFile([bytes], name, { type }) as unknown as File;
  const sealed = await encryptFile(file, secret);
  return new Uint8Array(await sealed.arrayBuffer());
}

/** Buffer.equals: a deep toEqual over megabytes takes seconds. */
const sameContent = async (blob: Blob, expected: Uint8Array) => expect(Buffer.from(await blob.arrayBuffer()).equals(Buffer.from(expected))).toBe(true);

const keySecret = (): ShareSecret => ({ kind: 'key', key: randomKey() });
const fileBytesPerFirstRecord = RECORD_SIZE - RECORD_OVERHEAD - encodeMeta({ name: 'notes.txt', type: 'text/plain', size: 0 }).length;

describe('share encryption round trips', () => {
  const sizes = [0, 1, fileBytesPerFirstRecord - 1, fileBytesPerFirstRecord, fileBytesPerFirstRecord + 1, 65_536, 65_537, 3 * 1024 * 1024 + 5];
  it.each(sizes)('%i bytes come back unchanged, with name, type and the predicted size', async (size) => {
    const original = patterned(size);
    const secret = keySecret();
    const sealed = await encrypt(original, secret);
    expect(sealed.length).toBe(encryptedSize({ name: 'notes.txt', type: 'text/plain', size }, false));
    const { meta, blob } = await decryptShare(streamOf(sealed, 7_777), secret);
    expect(meta).toEqual({ name: 'notes.txt', type: 'text/plain', size });
    await sameContent(blob, original);
  });

  it('gives the host a random .bin name and no plaintext', async () => {
    const file = new NodeFile(['secret diary entry'], 'diary.txt', { type: 'text/plain' }) as unknown as File;
    const sealed = await encryptFile(file, keySecret());
    expect(sealed.name).toMatch(/^[a-z0-9]{12}\.bin$/);
    const text = new TextDecoder('latin1').decode(await sealed.arrayBuffer());
    expect(text).not.toContain('diary');
    expect(text).not.toContain('secret');
  });
});

describe('damage is detected and named', () => {
  const size = 200_000;
  const setup = async () => {
    const secret = keySecret();
    return { secret, sealed: await encrypt(patterned(size), secret) };
  };

  it('a wrong key is told apart from a damaged file', async () => {
    const { sealed } = await setup();
    await expect(decryptShare(streamOf(sealed), keySecret())).rejects.toMatchObject({ kind: 'wrong-key' });
  });

  it('a flipped byte in a middle record is an alteration', async () => {
    const { secret, sealed } = await setup();
    const altered = sealed.slice();
    altered[KEY_MODE_HEADER + RECORD_SIZE + 100]! ^= 0x40;
    await expect(decryptShare(streamOf(altered), secret)).rejects.toMatchObject({ kind: 'altered' });
  });

  it('a file cut at a record boundary or inside a record is truncated', async () => {
    const { secret, sealed } = await setup();
    await expect(decryptShare(streamOf(sealed.slice(0, KEY_MODE_HEADER + 2 * RECORD_SIZE)), secret)).rejects.toMatchObject({ kind: 'truncated' });
    await expect(decryptShare(streamOf(sealed.slice(0, sealed.length - 10)), secret)).rejects.toMatchObject({ kind: 'truncated' });
  });

  it('swapped records are an alteration', async () => {
    const { secret, sealed } = await setup();
    const swapped = sealed.slice();
    const first = KEY_MODE_HEADER + RECORD_SIZE;
    swapped.set(sealed.subarray(first + RECORD_SIZE, first + 2 * RECORD_SIZE), first);
    swapped.set(sealed.subarray(first, first + RECORD_SIZE), first + RECORD_SIZE);
    await expect(decryptShare(streamOf(swapped), secret)).rejects.toMatchObject({ kind: 'altered' });
  });

  it('bytes appended after the last record are an alteration', async () => {
    const { secret, sealed } = await setup();
    await expect(decryptShare(streamOf(new Uint8Array([...sealed, 1, 2, 3])), secret)).rejects.toMatchObject({ kind: 'altered' });
  });

  it('something that is not a share at all says so', async () => {
    const html = new TextEncoder().encode('<!DOCTYPE html><html><body>404 Not Found</body></html>');
    await expect(decryptShare(streamOf(html), keySecret())).rejects.toMatchObject({ kind: expect.stringMatching(/not-encrypted|unsupported/) });
  });
});

describe('password shares', () => {
  it('derives the key with PBKDF2-SHA-256 (RFC 7914 §11 vector, first 16 bytes)', async () => {
    const derived = await passwordKey('passwd', new TextEncoder().encode('salt'), 1);
    expect(Buffer.from(derived).toString('hex')).toBe('55ac046e56e3089fec1691c22544b605');
  });

  it('opens with the right password and says "wrong password" otherwise', { timeout: 30_000 }, async () => {
    const original = patterned(70_000);
    const sealed = await encrypt(original, { kind: 'password', password: 'correct horse' });
    expect(sealed.length).toBe(encryptedSize({ name: 'notes.txt', type: 'text/plain', size: 70_000 }, true));
    await expect(decryptShare(streamOf(sealed), { kind: 'password', password: 'wrong horse' })).rejects.toMatchObject({ kind: 'wrong-password' });
    const { blob } = await decryptShare(streamOf(sealed), { kind: 'password', password: 'correct horse' });
    await sameContent(blob, original);
    await expect(decryptShare(streamOf(sealed), keySecret())).rejects.toMatchObject({ kind: 'wrong-key' });
  });
});
