import { DOCUMENT_MESSAGES, downloadStamp } from "@ferry/shared/documents";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, passengerTickets, vehicleTickets } from "../../db/schema/bookings";
import { useSaleWorld } from "../../test/sales-fixtures";
import { getPublic, sell } from "./document-fixtures";
import { ticketSecrets } from "./lookup";
import { PREVIEW_CSP } from "./render/html-page";
import { inspectPdf } from "./render/pdf-inspect";
import { PAGE, THERMAL_WIDTH } from "./render/pdf-kit";

const EVIL = "<script>alert(1)</script>";

describe("public booking and ticket documents", () => {
  const state = useSaleWorld();

  it("prints a confirmed booking's tickets in each template, with the QR of each secret", async () => {
    const { app, world } = state();
    await world.api.call("PUT", "/ticket-terms", {
      content: "1. Tiket berlaku sesuai jadwal.\n2. Bawa identitas.",
    });
    const booking = await sell(state(), ["Sari Dewi", "Adi Santoso"], { car: true });
    expect(booking.status).toBe("confirmed");
    const secrets = [...(await ticketSecrets(app.database.db, booking.id)).entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, secret]) => secret);
    const cases = [
      { url: "pdf/normal", size: PAGE.a4 },
      { url: "pdf/normal?size=a5", size: PAGE.a5 },
      { url: "pdf/thermal", size: null },
      { url: "pdf/thermal_sk", size: null },
    ];
    for (const { url, size } of cases) {
      const response = await getPublic(app, `/public/tickets/bookings/${booking.booking_code}/${url}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toMatch(/^inline; filename="tiket-/);
      const pdf = await inspectPdf(response.rawPayload);
      expect(pdf.pages).toHaveLength(3);
      for (const page of pdf.pages) {
        if (size) expect([page.width, page.height]).toEqual([...size]);
        else expect(page.width).toBeCloseTo(THERMAL_WIDTH, 1);
        expect(page.text).toContain(booking.booking_code);
        expect(page.text).toContain("Ketapang - Gilimanuk");
        expect(page.text).toContain("KMP Uji");
        expect(page.text).toMatch(/\d{2}\.\d{2} WIB/);
      }
      expect(pdf.pages[0]?.text).toContain("Sari Dewi");
      expect(pdf.pages[1]?.text).toContain("Adi Santoso");
      expect(pdf.pages[2]?.text).toContain("P 1234 AB");
      expect(pdf.pages[2]?.text).toContain("Muat");
      expect([...pdf.qrCodes].sort()).toEqual([...secrets].sort());
      const text = pdf.pages.map((page) => page.text).join("\n");
      expect(text.includes("Syarat & Ketentuan")).toBe(!url.endsWith("thermal"));
      expect(text.includes("2. Bawa identitas.")).toBe(!url.endsWith("thermal"));
    }
  });

  it("downloads under tiket-{template}-{code}-{timestamp}.pdf in the operator's zone", async () => {
    const { app } = state();
    const booking = await sell(state(), ["Sari Dewi"]);
    const before = downloadStamp(new Date(), app.config.timeZone);
    const response = await getPublic(
      app,
      `/public/tickets/bookings/${booking.booking_code.toLowerCase()}/download/thermal_sk`,
    );
    const after = downloadStamp(new Date(), app.config.timeZone);
    expect(response.statusCode).toBe(200);
    const name = /^attachment; filename="tiket-thermal_sk-([A-Z0-9]+)-(\d{14})\.pdf"$/.exec(
      String(response.headers["content-disposition"]),
    );
    expect(name?.[1]).toBe(booking.booking_code);
    expect(name?.[2] && name[2] >= before && name[2] <= after).toBe(true);
  });

  it("gives the booking document in every status; it states the status", async () => {
    const { app } = state();
    const booking = await sell(state(), ["Sari Dewi"], { unpaid: true });
    const pdf = await getPublic(app, `/public/bookings/${booking.booking_code}/booking/pdf`);
    expect(pdf.statusCode).toBe(200);
    const read = await inspectPdf(pdf.rawPayload);
    expect(read.pages.map((page) => [page.width, page.height])).toEqual([[...PAGE.a4]]);
    for (const text of [booking.booking_code, "Sari Dewi", "Ketapang - Gilimanuk", "Menunggu Pembayaran"]) {
      expect(read.pages[0]?.text).toContain(text);
    }
    const download = await getPublic(app, `/public/bookings/${booking.booking_code}/booking/download`);
    expect(download.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="booking-${booking.booking_code}-\\d{14}\\.pdf"$`),
    );
    const preview = await getPublic(app, `/public/bookings/${booking.booking_code}/booking/preview`);
    expect(preview.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(preview.body).toContain("Menunggu Pembayaran");
  });

  it("refuses tickets of an unpaid booking (403), of a paid one without ticket rows (409)", async () => {
    const { app } = state();
    const unpaid = await sell(state(), ["Sari Dewi"], { unpaid: true });
    for (const mode of ["pdf/normal", "download/thermal", "preview/thermal_sk"]) {
      const response = await getPublic(app, `/public/tickets/bookings/${unpaid.booking_code}/${mode}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(DOCUMENT_MESSAGES.notPrintable);
    }
    const paid = await sell(state(), ["Adi Santoso"]);
    const db = app.database.db;
    await db.delete(passengerTickets).where(eq(passengerTickets.booking_id, paid.id));
    await db.delete(vehicleTickets).where(eq(vehicleTickets.booking_id, paid.id));
    await db.update(bookings).set({ status: "paid" }).where(eq(bookings.id, paid.id));
    const response = await getPublic(app, `/public/tickets/bookings/${paid.booking_code}/pdf/normal`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DOCUMENT_MESSAGES.ticketsMissing);
  });

  it("answers 404 for an unknown code and 422 for an unknown template or paper", async () => {
    const { app } = state();
    const booking = await sell(state(), ["Sari Dewi"]);
    for (const url of [
      "/public/bookings/TIDAKADA/booking/pdf",
      "/public/bookings/TIDAKADA/booking/preview",
      "/public/tickets/bookings/TIDAKADA/download/normal",
    ]) {
      const response = await getPublic(app, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Kode booking tidak ditemukan");
    }
    for (const url of ["pdf/a4", "preview/laser", "pdf/normal?size=a3"]) {
      const response = await getPublic(app, `/public/tickets/bookings/${booking.booking_code}/${url}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
  });

  it("previews escape every value and carry their own CSP", async () => {
    const { app } = state();
    const booking = await sell(state(), [EVIL]);
    for (const url of [
      `/public/tickets/bookings/${booking.booking_code}/preview/normal`,
      `/public/bookings/${booking.booking_code}/booking/preview`,
    ]) {
      const response = await getPublic(app, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-security-policy"]).toBe(PREVIEW_CSP);
      expect(response.body).not.toContain("<script");
      expect(response.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(response.body).toContain(booking.booking_code);
    }
  });

  it("reports the PDF engine under the client's gotenberg key", async () => {
    const { app } = state();
    const response = await getPublic(app, "/public/tickets/service/status");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { gotenberg: { name: "pdfkit (in-process)", available: true, status: "online" } },
    });
  });
});
