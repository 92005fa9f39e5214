import { createHash } from "node:crypto";
import { eq, like, lt, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../../db/client";
import { documentCache } from "../../../db/schema/shared-state";

/** Where rendered PDFs are kept: the `document_cache` table (PostgreSQL) or memory (PGlite). */
export interface PdfStore {
  hits: number;
  misses: number;
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, pdf: Buffer): Promise<void>;
  clearBooking(bookingId: number): Promise<number>;
  size(): Promise<{ entries: number; bytes: number }>;
}

/**
 * Rendered PDFs in the `document_cache` table, shared by every API process. A key names the booking,
 * the document (booking, or a ticket template and paper) and a hash of everything the document shows —
 * the tickets' states among it — so a changed ticket or booking never hits an old file, in any process.
 * `clearBooking` drops a booking's files for all of them (`DELETE /api/bookings/{id}/pdf-cache`);
 * `trim` (the cleanup job) drops files older than `maxAgeMs`, then the oldest beyond `maxBytes`.
 * Nothing is kept in this process's memory: a delete is seen by every process at once.
 */
export class PdfCache implements PdfStore {
  /** Lookups answered by this process (for the engine's status). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly db: Database,
    readonly maxBytes = 256 * 1024 * 1024,
    readonly maxAgeMs = 24 * 3_600_000,
  ) {}

  static key(bookingId: number, document: string, content: unknown): string {
    const hash = createHash("sha256").update(JSON.stringify(content)).digest("base64url");
    return `${bookingId}:${document}:${hash}`;
  }

  async get(key: string): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ content: documentCache.content })
      .from(documentCache)
      .where(eq(documentCache.key, key));
    if (row) this.hits += 1;
    else this.misses += 1;
    return row?.content;
  }

  /** Stores a file; two processes rendering the same key at once store it once. */
  async set(key: string, pdf: Buffer): Promise<void> {
    if (pdf.length > this.maxBytes) return;
    await this.db.insert(documentCache).values({ key, content: pdf }).onConflictDoNothing();
  }

  /** Drops every file of a booking; answers how many there were. */
  async clearBooking(bookingId: number): Promise<number> {
    const removed = await this.db
      .delete(documentCache)
      .where(like(documentCache.key, `${bookingId}:%`))
      .returning({ key: documentCache.key });
    return removed.length;
  }

  /** Drops files older than `maxAgeMs`, then the oldest while the total is above `maxBytes`. */
  async trim(now = new Date()): Promise<number> {
    const old = await this.db
      .delete(documentCache)
      .where(lt(documentCache.created_at, new Date(now.getTime() - this.maxAgeMs)))
      .returning({ key: documentCache.key });
    const beyond = await this.db.execute(sql`
      delete from document_cache where key in (
        select key from (
          select key, sum(octet_length(content)) over (order by created_at desc, key) as total
          from document_cache
        ) newest_first where total > ${this.maxBytes}
      ) returning key`);
    return old.length + rowsOf<{ key: string }>(beyond).length;
  }

  async size(): Promise<{ entries: number; bytes: number }> {
    const [row] = await this.db
      .select({
        entries: sql<number>`count(*)::int`,
        bytes: sql<number>`coalesce(sum(octet_length(${documentCache.content})), 0)::bigint`,
      })
      .from(documentCache);
    return { entries: Number(row?.entries ?? 0), bytes: Number(row?.bytes ?? 0) };
  }
}
