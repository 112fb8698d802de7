/**
 * The preview images drawn, kept in memory by the hash of what they show: least recently used
 * first out once the bytes kept pass the budget. Two requests for the same missing image wait
 * on one drawing instead of drawing it twice.
 */
export class PreviewImageCache {
  /** Insertion order is use order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, Uint8Array>();
  private readonly drawing = new Map<string, Promise<Uint8Array>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The image under `key`, drawn by `draw` when it is not kept (and kept if it fits). */
  get(key: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return Promise.resolve(kept);
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = draw().then(
        (image) => {
          this.drawing.delete(key);
          this.keep(key, image);
          return image;
        },
        (error: unknown) => {
          // A failure is not kept: the next request draws again.
          this.drawing.delete(key);
          throw error;
        },
      );
      this.drawing.set(key, pending);
    }
    return pending;
  }

  /** What is kept: entries and their bytes (for tests and the bench). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private keep(key: string, image: Uint8Array): void {
    if (image.byteLength > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, image);
    this.bytes += image.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.byteLength;
    }
  }
}
