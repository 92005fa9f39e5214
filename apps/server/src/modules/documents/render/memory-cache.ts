import type { PdfStore } from "./cache";

type Entry = { pdf: Buffer; at: number };

/**
 * Rendered PDFs in this process's memory: the cache of the embedded database (PGlite), which runs in
 * the request thread, so a bytea write or read of a whole file there holds every request meanwhile
 * (`docs/decisions/017-shared-state.md`). PGlite is one process by definition, so a copy in memory is
 * the only copy and `clearBooking` is seen at once. Bounded like the table: files older than
 * `maxAgeMs` are gone, the least recently used leave beyond `maxBytes`, a file above the bound is not kept.
 */
export class MemoryPdfCache implements PdfStore {
  hits = 0;
  misses = 0;
  /** In use order, least recently used first (a Map keeps insertion order; a hit re-inserts). */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    readonly maxBytes = 64 * 1024 * 1024,
    readonly maxAgeMs = 24 * 3_600_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<Buffer | undefined> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at > this.maxAgeMs) this.drop(key);
    else if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.hits += 1;
      return entry.pdf;
    }
    this.misses += 1;
    return undefined;
  }

  async set(key: string, pdf: Buffer): Promise<void> {
    if (pdf.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, { pdf, at: this.now() });
    this.bytes += pdf.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  async clearBooking(bookingId: number): Promise<number> {
    const prefix = `${bookingId}:`;
    const keys = [...this.entries.keys()].filter((key) => key.startsWith(prefix));
    for (const key of keys) this.drop(key);
    return keys.length;
  }

  async size(): Promise<{ entries: number; bytes: number }> {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.pdf.length;
  }
}
