import { PdfCache, type PdfStore } from "./cache";
import { RenderPool } from "./pool";
import { isBulk, type RenderJob, renderPdf } from "./render";
import { sampleTicketView } from "./sample-view";

const CHECK_EVERY_MS = 60_000;

export type RenderedPdf = { pdf: Buffer; cached: boolean; worker: boolean };

/**
 * Which documents the worker pool renders: the bulk ones only, or all of them. All of them when the
 * database runs in this thread (PGlite): a render here would hold up every other request's queries.
 */
export type Offload = "bulk" | "all";

/**
 * Renders documents through the cache (`PdfStore`: the `document_cache` table, or memory on PGlite): a
 * hit answers the stored file; concurrent requests of this process for the same file share one render;
 * a bulk document goes to the worker pool; with `offload` "bulk" a small one renders in this thread (a
 * one-page ticket takes a few milliseconds, less than a round trip to a worker). A new file is answered first and stored after
 * the answer has gone out (`setImmediate`); until the store is done, this process answers it from
 * memory. A failed store is logged (`onStoreError`) and costs only a render on the next request.
 */
export class DocumentRenderer {
  private readonly rendering = new Map<string, Promise<Buffer>>();
  /** Rendered files whose store is under way, answered from here meanwhile. */
  private readonly storing = new Map<string, Buffer>();
  private readonly writes = new Set<Promise<void>>();
  private check: { at: number; healthy: Promise<boolean> } | null = null;

  constructor(
    readonly cache: PdfStore,
    readonly pool = new RenderPool(),
    private readonly onStoreError: (error: unknown) => void = () => {},
    private readonly offload: Offload = "bulk",
  ) {}

  async pdf(bookingId: number, document: string, job: RenderJob): Promise<RenderedPdf> {
    const key = PdfCache.key(bookingId, document, job.view);
    const worker = this.offload === "all" || isBulk(job.view);
    const stored = this.storing.get(key) ?? (this.rendering.has(key) ? undefined : await this.cache.get(key));
    if (stored) return { pdf: stored, cached: true, worker: false };
    // Another request of this process may have rendered it while we looked.
    const justStored = this.storing.get(key);
    if (justStored) return { pdf: justStored, cached: true, worker: false };
    const pending = this.rendering.get(key) ?? this.render(key, job, worker);
    return { pdf: await pending, cached: false, worker };
  }

  /**
   * Readies rendering before the first print, so that it is as quick as the next: every worker renders a
   * sample ticket, and so does this thread when it renders the small documents.
   */
  async warm(): Promise<void> {
    const sample = { view: sampleTicketView(), assets: { logo: null } };
    await Promise.all([this.pool.warm(sample), this.offload === "all" ? undefined : renderPdf(sample)]);
  }

  /** Drops a booking's stored files, once the stores under way have landed. */
  async clearBooking(bookingId: number): Promise<number> {
    await this.settled();
    return this.cache.clearBooking(bookingId);
  }

  private render(key: string, job: RenderJob, worker: boolean): Promise<Buffer> {
    const pending = (worker ? this.pool.run(job) : renderPdf(job)).finally(() => this.rendering.delete(key));
    this.rendering.set(key, pending);
    // Registered before any caller awaits `pending`: the file is in `storing` before it is answered.
    // A failed render is the callers' error (they await it); nothing is stored then.
    pending.then(
      (pdf) => this.store(key, pdf),
      () => {},
    );
    return pending;
  }

  private store(key: string, pdf: Buffer): void {
    this.storing.set(key, pdf);
    const write = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.cache.set(key, pdf))
      .catch((error: unknown) => this.onStoreError(error))
      .finally(() => {
        this.storing.delete(key);
        this.writes.delete(write);
      });
    this.writes.add(write);
  }

  /** Waits for the stores under way (they never reject). */
  async settled(): Promise<void> {
    await Promise.all([...this.writes]);
  }

  /** Whether the engine renders: a sample ticket, at most once a minute (the answer is remembered). */
  healthy(): Promise<boolean> {
    const now = Date.now();
    if (!this.check || now - this.check.at > CHECK_EVERY_MS) {
      const healthy = renderPdf({ view: sampleTicketView(), assets: { logo: null } }).then(
        (pdf) => pdf.subarray(0, 5).toString("latin1") === "%PDF-",
        () => false,
      );
      this.check = { at: now, healthy };
    }
    return this.check.healthy;
  }

  async close(): Promise<void> {
    await this.settled();
    await this.pool.close();
  }
}
