import { formatBytes } from '../../../shared/lib/format.ts';

/** Megabytes as the host counts them (tmpfiles: "100 MB"), matching formatBytes. */
export const BYTES_PER_MB = 1_000_000;

/** Why a file cannot be sent, checked before any byte leaves the browser; undefined when fine. */
export function refusalFor(file: { size: number }, maxMb: number): string | undefined {
  if (file.size === 0) return 'This file is empty (0 bytes). The host refuses empty files.';
  const max = maxMb * BYTES_PER_MB;
  if (file.size > max) {
    return `This file is ${formatBytes(file.size)}, over the ${formatBytes(max)} limit. Change the limit in Settings if your host allows more.`;
  }
  return undefined;
}
