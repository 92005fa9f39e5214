import { describe, expect, it } from "vitest";
import { formatDateTime, formatValidUntil } from "./format";
import { inspectPdf } from "./pdf-inspect";
import { PAGE, THERMAL_WIDTH } from "./pdf-kit";
import { renderTicketPdf } from "./pdf-ticket";
import { qrPng } from "./qr";
import { sampleTicketView } from "./sample-view";

const noLogo = { logo: null };

describe("ticket PDFs", () => {
  it("normal: one A4 page per ticket, then the terms; texts and QR codes read back", async () => {
    const view = sampleTicketView({ template: "normal", count: 2 });
    const pdf = await inspectPdf(await renderTicketPdf(view, noLogo));
    expect(pdf.pages).toHaveLength(2);
    for (const page of pdf.pages) {
      expect(page.width).toBeCloseTo(PAGE.a4[0], 1);
      expect(page.height).toBeCloseTo(PAGE.a4[1], 1);
      expect(page.text).toContain("PT Contoh Penyeberangan");
      expect(page.text).toContain("CONTOH00");
      expect(page.text).toContain("Penumpang Contoh");
      expect(page.text).toContain("Ketapang - Gilimanuk");
      expect(page.text).toContain("Senin, 23 November 2026 08.00 WIB");
    }
    expect(pdf.pages[0]?.text).toContain("CONTOH00-P01");
    expect(pdf.pages[1]?.text).toContain("CONTOH00-P02");
    expect(pdf.pages[1]?.text).toContain("Syarat & Ketentuan");
    expect(pdf.pages[0]?.text).not.toContain("Syarat & Ketentuan");
    expect(pdf.qrCodes).toEqual(view.tickets.map((ticket) => ticket.qr_secret));
  });

  it("normal on A5", async () => {
    const view = sampleTicketView({ template: "normal", paper: "a5" });
    const pdf = await inspectPdf(await renderTicketPdf(view, noLogo));
    expect(pdf.pages.map((page) => [page.width, page.height])).toEqual([[...PAGE.a5]]);
    expect(pdf.qrCodes).toEqual([view.tickets[0]?.qr_secret]);
  });

  it("thermal: 80 mm pages fitted to each ticket, without terms; thermal_sk adds them", async () => {
    const thermal = await inspectPdf(
      await renderTicketPdf(sampleTicketView({ template: "thermal", count: 3 }), noLogo),
    );
    const withTerms = await inspectPdf(
      await renderTicketPdf(sampleTicketView({ template: "thermal_sk", count: 3 }), noLogo),
    );
    for (const pdf of [thermal, withTerms]) {
      expect(pdf.pages).toHaveLength(3);
      expect(pdf.qrCodes).toEqual([1, 2, 3].map((n) => `UJI-CETAK-${n}-bukan-tiket-asli`));
      for (const page of pdf.pages) {
        expect(page.width).toBeCloseTo(THERMAL_WIDTH, 1);
        expect(page.height).toBeGreaterThan(300);
        expect(page.height).toBeLessThan(PAGE.a4[1]);
        expect(page.text).toContain("Penumpang Contoh");
      }
    }
    expect(thermal.pages[0]?.text).not.toContain("Syarat & Ketentuan");
    for (const page of withTerms.pages) expect(page.text).toContain("Syarat & Ketentuan");
    const [plain, terms] = [thermal.pages[0], withTerms.pages[0]];
    expect(terms?.height ?? 0).toBeGreaterThan(plain?.height ?? 0);
  });

  it("prints a PNG or JPEG logo and skips what a PDF cannot hold", async () => {
    const logo = { mime: "image/png" as const, data: new Uint8Array(qrPng("logo", 2)) };
    const view = sampleTicketView({ template: "thermal" });
    const withLogo = await inspectPdf(await renderTicketPdf(view, { logo }));
    // The logo here is itself a QR image, so it reads back beside the ticket's.
    expect(withLogo.qrCodes).toEqual(["logo", view.tickets[0]?.qr_secret]);
    const webp = { mime: "image/webp" as const, data: new Uint8Array([1, 2, 3]) };
    const broken = { mime: "image/jpeg" as const, data: new Uint8Array([1, 2, 3]) };
    for (const skipped of [webp, broken]) {
      const pdf = await inspectPdf(await renderTicketPdf(view, { logo: skipped }));
      expect(pdf.qrCodes).toEqual([view.tickets[0]?.qr_secret]);
    }
  });
});

describe("thermal ticket dates", () => {
  // Fixed instants on the longest Indonesian day and month names, at 23.59 in each zone.
  const awkward: [string, Date, string][] = [
    ["Rabu, 30 September 2026 23.59 WIB", new Date("2026-09-30T16:59:00Z"), "Asia/Jakarta"],
    ["Selasa, 30 September 2025 23.59 WITA", new Date("2025-09-30T15:59:00Z"), "Asia/Makassar"],
    ["Kamis, 31 Desember 2026 23.59 WIT", new Date("2026-12-31T14:59:00Z"), "Asia/Jayapura"],
    ["Selasa, 29 Februari 2028 23.59 WITA", new Date("2028-02-29T15:59:00Z"), "Asia/Makassar"],
  ];

  it.each(awkward)("keeps %s's time and zone on one line", async (expected, instant, zone) => {
    const departure = formatDateTime(instant, zone);
    const validUntil = formatValidUntil(new Date(instant.getTime() + 60_000), zone);
    expect([departure, validUntil]).toEqual([expected, expected]);
    for (const template of ["thermal", "thermal_sk"] as const) {
      const view = sampleTicketView({ template });
      for (const ticket of view.tickets) {
        ticket.rows = ticket.rows.map((row) =>
          row.label === "Berangkat" || row.label === "Berlaku s.d." ? { ...row, value: expected } : row,
        );
      }
      const [page] = (await inspectPdf(await renderTicketPdf(view, noLogo))).pages;
      const label = expected.split(" ").at(-1) ?? "";
      const lines = page?.runs.map((run) => run.text).filter((text) => text.includes(label)) ?? [];
      expect(lines).toHaveLength(2); // departure and validity, each with its zone
      for (const line of lines) expect(line).toMatch(new RegExp(`23\\.59 ${label}$`));
    }
  });
});
