import { createHash } from "node:crypto";

type Entry = { bookingId: number; pdf: Buffer };

/**
 * Rendered PDFs of this process, least recently used first out, bounded by count and by bytes. A key
 * names the booking, the document (booking, or a ticket template and paper) and a hash of everything
 * the document shows — the tickets' states among it — so a changed ticket or booking never hits an old
 * file. `clearBooking` drops a booking's files (`DELETE /api/bookings/{id}/pdf-cache`).
 */
export class PdfCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly maxEntries = 500,
    readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  static key(bookingId: number, document: string, content: unknown): string {
    const hash = createHash("sha256").update(JSON.stringify(content)).digest("base64url");
    return `${bookingId}:${document}:${hash}`;
  }

  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Re-inserting moves the entry to the young end of the map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.pdf;
  }

  set(key: string, bookingId: number, pdf: Buffer): void {
    if (pdf.length > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { bookingId, pdf });
    this.bytes += pdf.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Drops every file of a booking; answers how many there were. */
  clearBooking(bookingId: number): number {
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (entry.bookingId !== bookingId) continue;
      this.remove(key);
      removed += 1;
    }
    return removed;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.pdf.length;
  }
}
