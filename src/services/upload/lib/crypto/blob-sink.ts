/**
 * Collects bytes as Blob parts, folding them into a Blob every MiB: a Blob's bytes live in the
 * browser's blob store, not the JS heap, so a 100 MB result never sits in the page's memory.
 */
const FOLD_BYTES = 1 << 20;

export class BlobSink {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private readonly blobs: Blob[] = [];
  size = 0;

  push(bytes: Uint8Array) {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.size += bytes.length;
    if (this.pendingBytes >= FOLD_BYTES) this.fold();
  }

  private fold() {
    if (this.pending.length === 0) return;
    this.blobs.push(new Blob(this.pending as BlobPart[]));
    this.pending = [];
    this.pendingBytes = 0;
  }

  toBlob(type = ''): Blob {
    this.fold();
    return new Blob(this.blobs, { type });
  }
}
