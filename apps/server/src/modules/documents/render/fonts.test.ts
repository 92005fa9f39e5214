import { describe, expect, it } from "vitest";
import type { BookingDocumentView } from "./booking-view";
import { renderBookingPdf } from "./pdf-booking";
import { EMBEDDED_FONTS, inspectPdf } from "./pdf-inspect";
import { renderTicketPdf } from "./pdf-ticket";
import { sampleTicketView } from "./sample-view";

/** What an Indonesian operator types that the PDF standard fonts (WinAnsi) cannot draw, and some they can. */
const TYPED = "Sepeda motor ≥ 500 cc, ≤ 3 m – “Ekonomi” — € 5 · 27 °C · Zoë Ñañez Çelik Ğğ Şş ŁŻ";

const booking: BookingDocumentView = {
  kind: "booking",
  company: { name: "PT Contoh Penyeberangan", contact: null, logo_url: null },
  title: "BUKTI PEMESANAN",
  booking_code: "CONTOH00",
  status: "confirmed",
  status_label: "Dikonfirmasi",
  summary: [{ label: "Kode Booking", value: "CONTOH00" }],
  voyage: [{ label: "Berangkat", value: "Rabu, 30 September 2026 23.59 WITA" }],
  tables: [
    {
      title: "Kendaraan",
      columns: [
        { header: "Golongan", width: 0.7 },
        { header: "Harga", width: 0.3, align: "right" },
      ],
      rows: [[TYPED, "Rp 125.000"]],
    },
  ],
  totals: [{ label: "Total", value: "Rp 125.000", strong: true }],
  notes: ["Catatan"],
};

describe("the embedded PDF font", () => {
  it.each(["normal", "thermal", "thermal_sk"] as const)(
    "prints what an operator types on a %s ticket",
    async (template) => {
      const view = sampleTicketView({ template });
      for (const ticket of view.tickets) {
        ticket.rows = ticket.rows.map((row) => (row.label === "Kelas" ? { ...row, value: TYPED } : row));
      }
      const pdf = await inspectPdf(await renderTicketPdf(view, { logo: null }));
      expect(pdf.fonts).toEqual(EMBEDDED_FONTS);
      // A long value wraps: its lines, read in order, give it back.
      const text = pdf.pages[0]?.runs
        .map((run) => run.text)
        .join(" ")
        .replace(/\s+/g, " ");
      expect(text).toContain(TYPED);
    },
  );

  it("lays out the same words at the same places in every document (layouts shared between documents)", async () => {
    const boxes = async () => {
      const pdf = await inspectPdf(
        await renderTicketPdf(sampleTicketView({ template: "thermal_sk" }), { logo: null }),
      );
      return pdf.pages[0]?.runs.map(({ text, x, width }) => ({ text, x, width }));
    };
    const first = await boxes();
    expect(await boxes()).toEqual(first);
    // The widest line of the 80 mm roll's content really is as wide as its text: nothing shrank.
    expect(Math.max(...(first ?? []).map((run) => run.width))).toBeGreaterThan(150);
  });

  it("prints it on the booking document", async () => {
    const pdf = await inspectPdf(await renderBookingPdf(booking, { logo: null }));
    expect(pdf.fonts).toEqual(EMBEDDED_FONTS);
    expect(
      pdf.pages[0]?.runs
        .map((run) => run.text)
        .join(" ")
        .replace(/\s+/g, " "),
    ).toContain(TYPED);
  });
});
