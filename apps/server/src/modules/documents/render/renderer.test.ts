import { afterAll, describe, expect, it } from "vitest";
import { MemoryPdfCache } from "./memory-cache";
import { RenderPool } from "./pool";
import { DocumentRenderer } from "./renderer";
import { sampleTicketView } from "./sample-view";

/** A store whose writes wait for `release()` (or fail with `fail`). */
class SlowStore extends MemoryPdfCache {
  writes = 0;
  release: () => void = () => {};
  private readonly gate = new Promise<void>((resolve) => {
    this.release = resolve;
  });
  constructor(private readonly fail?: Error) {
    super();
  }
  override async set(key: string, pdf: Buffer): Promise<void> {
    this.writes += 1;
    await this.gate;
    if (this.fail) throw this.fail;
    await super.set(key, pdf);
  }
}

const job = () => ({ view: sampleTicketView(), assets: { logo: null } });

describe("document renderer and its cache", () => {
  const pool = new RenderPool(1);
  afterAll(() => pool.close());

  it("answers a new file before it is stored, and from memory until the store lands", async () => {
    const store = new SlowStore();
    const renderer = new DocumentRenderer(store, pool);
    const first = await renderer.pdf(1, "tiket-normal-a4", job());
    expect(first.cached).toBe(false);
    expect(first.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(store.writes).toBe(0); // the store waits until the answer has gone out
    const again = await renderer.pdf(1, "tiket-normal-a4", job());
    expect(again).toMatchObject({ cached: true });
    expect(again.pdf.equals(first.pdf)).toBe(true);
    expect(await store.size()).toEqual({ entries: 0, bytes: 0 });
    store.release();
    await renderer.settled();
    expect(store.writes).toBe(1);
    expect(await store.size()).toEqual({ entries: 1, bytes: first.pdf.length });
    expect((await renderer.pdf(1, "tiket-normal-a4", job())).cached).toBe(true);
  });

  it("logs a failed store, rejects nothing, and renders again next time", async () => {
    const store = new SlowStore(new Error("disk penuh"));
    const errors: unknown[] = [];
    const renderer = new DocumentRenderer(store, pool, (error) => errors.push(error));
    store.release();
    expect((await renderer.pdf(2, "tiket-normal-a4", job())).cached).toBe(false);
    await renderer.settled();
    expect(errors.map((error) => (error as Error).message)).toEqual(["disk penuh"]);
    expect((await renderer.pdf(2, "tiket-normal-a4", job())).cached).toBe(false);
    await renderer.settled();
    expect(store.writes).toBe(2);
  });

  it("clears a booking's files after the stores under way", async () => {
    const store = new SlowStore();
    const renderer = new DocumentRenderer(store, pool);
    await renderer.pdf(3, "tiket-normal-a4", job());
    const clearing = renderer.clearBooking(3);
    store.release();
    expect(await clearing).toBe(1);
    expect((await renderer.pdf(3, "tiket-normal-a4", job())).cached).toBe(false);
    await renderer.settled();
  });

  it("renders small documents in this thread, or in the pool when told to offload all", async () => {
    const inThread = new DocumentRenderer(new MemoryPdfCache(), pool);
    expect((await inThread.pdf(4, "tiket-normal-a4", job())).worker).toBe(false);
    const before = pool.rendered;
    const offloading = new DocumentRenderer(new MemoryPdfCache(), pool, undefined, "all");
    const rendered = await offloading.pdf(4, "tiket-normal-a4", job());
    expect(rendered).toMatchObject({ worker: true, cached: false });
    expect(rendered.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pool.rendered).toBe(before + 1);
    await Promise.all([inThread.settled(), offloading.settled()]);
  });

  it("warms every worker with a sample render, and stores nothing", async () => {
    const store = new MemoryPdfCache();
    const renderer = new DocumentRenderer(store, pool, undefined, "all");
    const before = pool.rendered;
    await renderer.warm();
    expect(pool.rendered).toBe(before + pool.size);
    expect(await store.size()).toEqual({ entries: 0, bytes: 0 });
  });
});
