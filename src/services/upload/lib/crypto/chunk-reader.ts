/** Reads exact-size pieces from a byte stream, and says whether any byte is left (RFC 8188's last record). */
export class ChunkReader {
  private pieces: Uint8Array[] = [];
  private buffered = 0;
  private done = false;

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  private async fill(want: number) {
    while (this.buffered < want && !this.done) {
      const { value, done } = await this.reader.read();
      if (done) this.done = true;
      else if (value.length > 0) {
        this.pieces.push(value);
        this.buffered += value.length;
      }
    }
  }

  /** `size` bytes, fewer only where the stream ends. */
  async take(size: number): Promise<Uint8Array> {
    await this.fill(size);
    const out = new Uint8Array(Math.min(size, this.buffered));
    let written = 0;
    while (written < out.length) {
      const piece = this.pieces[0]!;
      const used = Math.min(piece.length, out.length - written);
      out.set(piece.subarray(0, used), written);
      written += used;
      if (used === piece.length) this.pieces.shift();
      else this.pieces[0] = piece.subarray(used);
    }
    this.buffered -= out.length;
    return out;
  }

  async ended(): Promise<boolean> {
    await this.fill(1);
    return this.buffered === 0;
  }

  cancel(reason?: unknown) {
    return this.reader.cancel(reason).catch(() => undefined);
  }
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
