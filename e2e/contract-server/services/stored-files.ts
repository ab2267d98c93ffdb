import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Files the `upload` module received, for `upload-files` to serve, kept on disk (uploads reach 100 MB). */
export interface StoredFile {
  path: string;
  bytes: number;
  expiresAt: number;
}

const dir = mkdtempSync(join(tmpdir(), 'contract-uploads-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const files = new Map<string, StoredFile>();

export const newStoredFilePath = () => join(dir, randomBytes(8).toString('hex'));

export function storeFile(id: number, name: string, path: string, bytes: number, expiresAt: number) {
  files.set(`${id}/${name}`, { path, bytes, expiresAt });
}

export const storedFile = (id: string, name: string) => files.get(`${id}/${name}`);
