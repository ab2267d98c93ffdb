import { unzipSync } from 'fflate';
import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { buildZip, zipSize } from './zip-files.ts';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
// jsdom's File cannot stream(); Node's can, as browsers' do.
const fileOf = (name: string, size: number, seed = 1) =>
  new NodeFile([Uint8Array.from({ length: size }, (_, index) => (index * seed + 7) % 251)], name) as unknown as File;

describe('several files as one zip', () => {
  it('names two files of the same name apart, case-insensitively, and never makes folders', async () => {
    const files = ['a.txt', 'A.txt', 'a.txt', 'notes', 'x/y.png'].map((name, index) => fileOf(name, 3, index + 1));
    const zip = await buildZip(files);
    expect(Object.keys(unzipSync(await bytesOf(zip)))).toEqual(['a.txt', 'A (2).txt', 'a (3).txt', 'notes', 'x_y.png']);
  });

  it('builds a zip that unpacks to the same bytes, exactly the size announced before reading', async () => {
    const files = [fileOf('photo.jpg', 70_000, 3), fileOf('Übersicht.txt', 1), fileOf('photo.jpg', 300_000, 5), fileOf('empty-ish.bin', 2)];
    const progress: number[] = [];
    const zip = await buildZip(files, { onProgress: (loaded) => progress.push(loaded) });
    expect(zip.name).toBe('shared-files.zip');
    expect(zip.type).toBe('application/zip');
    expect(zip.size).toBe(zipSize(files));
    const unpacked = unzipSync(await bytesOf(zip));
    expect(Object.keys(unpacked)).toEqual(['photo.jpg', 'Übersicht.txt', 'photo (2).jpg', 'empty-ish.bin']);
    expect(unpacked['photo (2).jpg']).toEqual(await bytesOf(files[2]!));
    expect(unpacked['Übersicht.txt']).toEqual(await bytesOf(files[1]!));
    expect(progress.at(-1)).toBe(370_003);
  });

  it('stops when cancelled and makes no zip', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    await expect(buildZip([fileOf('a.bin', 10)], { signal: controller.signal })).rejects.toThrow('Cancelled');
  });
});
