import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { passengerTickets } from "../../db/schema/bookings";
import { buildTestApp } from "../../test/app";
import { CASHIER, saleWorld, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { updateCompanySettings } from "../company/index";
import { sell } from "./document-fixtures";
import { ticketSecrets } from "./lookup";
import { inspectPdf } from "./render/pdf-inspect";
import { PAGE } from "./render/pdf-kit";
import { qrPng } from "./render/qr";

const PRINTER = ["view cetak tiket"];

describe("staff booking and ticket documents", () => {
  const state = useSaleWorld();

  it("needs a signed-in staff member holding 'view cetak tiket'", async () => {
    const { app, cashier } = state();
    const booking = await sell(state(), ["Sari Dewi"]);
    const urls = [
      `/bookings/${booking.id}/booking/pdf`,
      `/bookings/${booking.id}/booking/preview`,
      `/tickets/bookings/${booking.id}/download/normal`,
      "/tickets/service/status",
      "/tickets/service/test",
    ];
    for (const url of urls) {
      expect((await app.inject({ method: "GET", url: `/api${url}` })).statusCode).toBe(401);
      expect((await cashier.call("GET", url)).statusCode).toBe(403);
    }
    expect((await cashier.call("DELETE", `/bookings/${booking.id}/pdf-cache`)).statusCode).toBe(403);
    const printer = await staffCaller(app, PRINTER);
    for (const url of urls) expect((await printer.call("GET", url)).statusCode, url).toBe(200);
    expect((await printer.call("GET", "/bookings/999999/booking/pdf")).statusCode).toBe(404);
    expect((await printer.call("GET", "/tickets/bookings/999999/pdf/thermal")).statusCode).toBe(404);
    expect((await printer.call("GET", `/tickets/bookings/${booking.id}/pdf/struk`)).statusCode).toBe(422);
  });

  it("serves the booking document and the tickets by id, with the download names", async () => {
    const { app } = state();
    const printer = await staffCaller(app, PRINTER);
    const booking = await sell(state(), ["Sari Dewi"]);
    const document = await printer.call("GET", `/bookings/${booking.id}/booking/download`);
    expect(document.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="booking-${booking.booking_code}-\\d{14}\\.pdf"$`),
    );
    const read = await inspectPdf(document.rawPayload);
    expect(read.pages[0]?.text).toContain("Dikonfirmasi");
    expect(read.pages[0]?.text).toContain("Rp 11.400");
    const tickets = await printer.call("GET", `/tickets/bookings/${booking.id}/download/normal?size=A5`);
    expect(tickets.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="tiket-normal-${booking.booking_code}-\\d{14}\\.pdf"$`),
    );
    const pdf = await inspectPdf(tickets.rawPayload);
    expect(pdf.pages.map((page) => [page.width, page.height])).toEqual([[...PAGE.a5]]);
    expect(pdf.qrCodes).toEqual([...(await ticketSecrets(app.database.db, booking.id)).values()]);
    const preview = await printer.call("GET", `/tickets/bookings/${booking.id}/preview/thermal`);
    expect(preview.body).toContain(`${booking.booking_code}-P01`);
  });

  it("caches per booking, template and ticket state; DELETE pdf-cache clears and is logged", async () => {
    const { app } = state();
    const printer = await staffCaller(app, PRINTER);
    const booking = await sell(state(), ["Sari Dewi"]);
    const url = `/tickets/bookings/${booking.id}/pdf/thermal`;
    const first = await printer.call("GET", url);
    const second = await printer.call("GET", url);
    expect([first.headers["x-document-cache"], second.headers["x-document-cache"]]).toEqual(["miss", "hit"]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await printer.call("GET", `/tickets/bookings/${booking.id}/pdf/normal`)).headers).toMatchObject({
      "x-document-cache": "miss",
    });

    // A ticket used at the gate is another document.
    const db = app.database.db;
    await db
      .update(passengerTickets)
      .set({ status_tiket: "digunakan" })
      .where(eq(passengerTickets.booking_id, booking.id));
    const used = await printer.call("GET", url);
    expect(used.headers["x-document-cache"]).toBe("miss");
    expect((await inspectPdf(used.rawPayload)).pages[0]?.text).toContain("Digunakan");

    const cleared = await printer.call("DELETE", `/bookings/${booking.id}/pdf-cache`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({
      success: true,
      data: { cleared: 3 },
      message: "Cache PDF booking berhasil dihapus",
    });
    expect((await printer.call("GET", url)).headers["x-document-cache"]).toBe("miss");
    const logged = await db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "booking.pdf_cache_cleared"), eq(activityLogs.user_id, printer.id)));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.subject_id).toBe(String(booking.id));
  });

  it("renders a booking of many tickets in a worker thread", async () => {
    const { app } = state();
    const printer = await staffCaller(app, PRINTER);
    const names = Array.from({ length: 7 }, (_, index) => `Penumpang ${index + 1}`);
    const booking = await sell(state(), names);
    const workerJobs = async () =>
      (await printer.call("GET", "/tickets/service/status")).json().data.engine.worker_jobs as number;
    const before = await workerJobs();
    const response = await printer.call("GET", `/tickets/bookings/${booking.id}/pdf/thermal_sk`);
    expect(response.statusCode).toBe(200);
    const pdf = await inspectPdf(response.rawPayload);
    expect(pdf.pages.map((page) => page.text.includes(names[pdf.pages.indexOf(page)] ?? "?"))).toEqual(
      names.map(() => true),
    );
    expect(new Set(pdf.qrCodes)).toEqual(
      new Set((await ticketSecrets(app.database.db, booking.id)).values()),
    );
    // The file is stored after it is answered (renderer.ts): ask until the store has landed.
    const status = await vi.waitFor(async () => {
      const answer = (await printer.call("GET", "/tickets/service/status")).json();
      expect(answer.data.engine.cache.entries).toBe(1);
      return answer;
    });
    expect(status).toEqual({
      success: true,
      data: {
        gotenberg: { name: "pdfkit (in-process)", available: true, status: "online" },
        engine: {
          workers: expect.any(Number),
          max_workers: expect.any(Number),
          worker_jobs: before + 1,
          cache: { entries: 1, bytes: expect.any(Number), hits: 0, misses: 1 },
        },
      },
    });
    expect(status.data.engine.cache.bytes).toBeGreaterThan(0);
  });

  it("renders a test document", async () => {
    const { app } = state();
    const printer = await staffCaller(app, PRINTER);
    const response = await printer.call("GET", "/tickets/service/test?template=thermal");
    expect(response.headers["content-type"]).toBe("application/pdf");
    const pdf = await inspectPdf(response.rawPayload);
    expect(pdf.pages[0]?.text).toContain("CONTOH00-P01");
    expect(pdf.qrCodes).toEqual(["UJI-CETAK-1-bukan-tiket-asli"]);
  });
});

describe("the company logo on documents", () => {
  it("prints the uploaded logo and skips a missing file silently", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-documents-"));
    const app = await buildTestApp({ dataDir });
    try {
      const world = await saleWorld(app);
      const booking = await sell({ world, cashier: await staffCaller(app, CASHIER) }, ["Sari Dewi"]);
      const printer = await staffCaller(app, PRINTER);
      const name = `${"ab".repeat(16)}.png`;
      fs.mkdirSync(path.join(dataDir, "uploads"));
      // The logo is itself a QR image here, so the test can read it back from the PDF.
      fs.writeFileSync(path.join(dataDir, "uploads", name), qrPng("LOGO", 3));
      await updateCompanySettings(app.database.db, {
        company_name: "PT Feri Uji",
        logo_url: `/uploads/${name}`,
      });
      const url = `/tickets/bookings/${booking.id}/pdf/normal`;
      const withLogo = await inspectPdf((await printer.call("GET", url)).rawPayload);
      expect(withLogo.qrCodes[0]).toBe("LOGO");
      expect(withLogo.pages[0]?.text).toContain("PT Feri Uji");
      const preview = await printer.call("GET", `/bookings/${booking.id}/booking/preview`);
      expect(preview.body).toContain('<img class="logo" src="data:image/png;base64,');

      await updateCompanySettings(app.database.db, { logo_url: `/uploads/${"cd".repeat(16)}.png` });
      const without = await printer.call("GET", url);
      expect(without.statusCode).toBe(200);
      expect((await inspectPdf(without.rawPayload)).qrCodes).toHaveLength(1);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
