import { PdfCache } from "./cache";
import { RenderPool } from "./pool";
import { isBulk, type RenderJob, renderPdf } from "./render";
import { sampleTicketView } from "./sample-view";

const CHECK_EVERY_MS = 60_000;

export type RenderedPdf = { pdf: Buffer; cached: boolean; worker: boolean };

/**
 * Renders documents through the cache: a hit answers the stored file; concurrent requests for the same
 * file share one render; a bulk document goes to the worker pool, a small one renders in this thread
 * (a one-page ticket takes a few milliseconds, less than a round trip to a worker).
 */
export class DocumentRenderer {
  private readonly inflight = new Map<string, Promise<Buffer>>();
  private check: { at: number; healthy: Promise<boolean> } | null = null;

  constructor(
    readonly cache = new PdfCache(),
    readonly pool = new RenderPool(),
  ) {}

  async pdf(bookingId: number, document: string, job: RenderJob): Promise<RenderedPdf> {
    const key = PdfCache.key(bookingId, document, job.view);
    const hit = this.cache.get(key);
    if (hit) return { pdf: hit, cached: true, worker: false };
    const worker = isBulk(job.view);
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = (worker ? this.pool.run(job) : renderPdf(job))
        .then((pdf) => {
          this.cache.set(key, bookingId, pdf);
          return pdf;
        })
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return { pdf: await pending, cached: false, worker };
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

  close(): Promise<void> {
    return this.pool.close();
  }
}
