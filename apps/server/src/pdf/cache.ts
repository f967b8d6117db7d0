/**
 * A bounded least-recently-used cache of PDFs: at most `maxEntries` entries and `maxBytes` bytes
 * (the oldest unused go first). Keys carry what the PDF was made from, so a changed template or
 * changed data is a new key and the stale PDF simply ages out.
 */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly maxEntries = 500,
    readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** The PDF cached under `key` (now the most recently used), or undefined. */
  get(key: string): Buffer | undefined {
    const pdf = this.entries.get(key);
    if (pdf === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, pdf);
    return pdf;
  }

  /** Keeps `pdf` under `key`, dropping the least recently used entries beyond the bounds. */
  set(key: string, pdf: Buffer): void {
    if (pdf.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, pdf);
    this.bytes += pdf.length;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }

  /** Entries held. */
  get size(): number {
    return this.entries.size;
  }
}
