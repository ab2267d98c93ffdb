import { BlobSink } from './crypto/blob-sink.ts';

/** The name of a several-files share (inside, each file keeps its own). */
export const ZIP_NAME = 'shared-files.zip';

// The bytes a stored (uncompressed) streamed entry adds, as fflate writes it: a local header (30),
// a data descriptor with its signature (16) and a central-directory entry (46), each name twice;
// then the end-of-central-directory record (22).
const PER_ENTRY_BYTES = 30 + 16 + 46;
const END_RECORD_BYTES = 22;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * Each file's name inside the zip: the file's own, with " (2)", " (3)"… before the extension when
 * two files share one (an archive with two equal names loses one of them when unpacked).
 */
function zipEntryNames(files: readonly { name: string }[]): string[] {
  const used = new Set<string>();
  return files.map(({ name }) => {
    const base = name.replace(/[\\/]/g, '_') || 'file';
    const dot = base.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
    let candidate = base;
    for (let copy = 2; used.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The exact size of the zip buildZip makes of these files, known before reading any of them. */
export function zipSize(files: readonly { name: string; size: number }[]): number {
  const names = zipEntryNames(files);
  return files.reduce((sum, file, index) => sum + file.size + PER_ENTRY_BYTES + 2 * utf8Length(names[index]!), END_RECORD_BYTES);
}

/**
 * Streams the files into one zip, stored without compression (pictures, videos and documents are
 * compressed already, and storing keeps it fast), each file read piece by piece from disk into
 * Blob parts, so the page's memory holds one piece at a time.
 */
export async function buildZip(
  files: readonly File[],
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (loaded: number, total: number) => void } = {},
): Promise<File> {
  const { Zip, ZipPassThrough } = await import('fflate');
  const sink = new BlobSink();
  let failure: unknown;
  const zip = new Zip((error, chunk) => {
    if (error) failure ??= error;
    else sink.push(chunk);
  });
  const names = zipEntryNames(files);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  let loaded = 0;
  for (const [index, file] of files.entries()) {
    const entry = new ZipPassThrough(names[index]!);
    entry.mtime = file.lastModified || Date.now();
    zip.add(entry);
    const reader = file.stream().getReader();
    try {
      for (;;) {
        signal?.throwIfAborted();
        const { value, done } = await reader.read();
        if (done) break;
        entry.push(value);
        loaded += value.length;
        onProgress?.(loaded, total);
      }
    } catch (error) {
      void reader.cancel().catch(() => undefined);
      throw signal?.aborted ? signal.reason : new Error(`Could not read ${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return new File([sink.toBlob('application/zip')], ZIP_NAME, { type: 'application/zip', lastModified: Date.now() });
}
