import { afterAll, describe, expect, it } from "vitest";
import { inspectPdf } from "./pdf-inspect";
import { RenderPool } from "./pool";
import { renderPdf } from "./render";
import { sampleTicketView } from "./sample-view";

describe("render pool (worker threads)", () => {
  const pool = new RenderPool(2);
  afterAll(() => pool.close());

  it("renders bulk documents in workers, the same file as in this thread", async () => {
    const jobs = ["normal", "thermal_sk", "thermal"].map((template) => ({
      view: sampleTicketView({ template: template as "normal", count: 12 }),
      assets: { logo: null },
    }));
    const files = await Promise.all(jobs.map((job) => pool.run(job)));
    expect(pool.rendered).toBe(3);
    expect(pool.workers).toBeLessThanOrEqual(2);
    for (const [index, file] of files.entries()) {
      const pdf = await inspectPdf(file);
      expect(pdf.pages).toHaveLength(12);
      expect(pdf.qrCodes).toHaveLength(12);
      const local = await inspectPdf(await renderPdf(jobs[index] as (typeof jobs)[number]));
      expect(pdf.pages.map((page) => page.text)).toEqual(local.pages.map((page) => page.text));
    }
  });

  it("rejects a job that fails without losing the pool", async () => {
    const broken = { view: { kind: "tickets", tickets: null }, assets: { logo: null } } as never;
    await expect(pool.run(broken)).rejects.toThrow();
    const file = await pool.run({ view: sampleTicketView({ count: 5 }), assets: { logo: null } });
    expect((await inspectPdf(file)).pages).toHaveLength(5);
  });

  it("starts every worker and has each render a sample when warmed", async () => {
    const warmed = new RenderPool(2);
    try {
      const sample = { view: sampleTicketView(), assets: { logo: null } };
      await warmed.warm(sample);
      expect(warmed.workers).toBe(2);
      expect(warmed.rendered).toBe(2);
      const pdf = await warmed.run(sample);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(warmed.workers).toBe(2);
    } finally {
      await warmed.close();
    }
  });

  it("refuses work once closed", async () => {
    const closed = new RenderPool(1);
    await closed.close();
    await expect(closed.run({ view: sampleTicketView(), assets: { logo: null } })).rejects.toThrow(/closed/);
  });
});
