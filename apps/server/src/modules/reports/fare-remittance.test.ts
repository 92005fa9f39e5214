import type { FareRefundRule } from "@ferry/shared/fare-components";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingPassengers } from "../../db/schema/bookings";
import { bookingFareComponents, fareComponents } from "../../db/schema/fares";
import { refunds } from "../../db/schema/operations";
import { refundFareComponents } from "../../db/schema/refund-components";
import {
  adult,
  saveInsuranceLevy,
  sellConfirmed,
  staffCaller,
  useSaleWorld,
} from "../../test/sales-fixtures";
import { readWorkbook } from "../../test/xlsx";

const ADULT = 11_400;
const WIDE = "from=2000-01-01&to=2099-12-31";
type Sold = { id: number; total_harga: number };
type Line = {
  pelabuhan: string;
  komponen: string;
  pemilik: string;
  penerima: string | null;
  dipungut: number;
  dikembalikan: number;
  disetor: number;
};

describe("Setoran Komponen Tarif", () => {
  const state = useSaleWorld();

  /** Two third-party components of Rp 1.000 and Rp 500 per person: the sale's levy of Rp 1.500 split. */
  async function components() {
    const db = state().app.database.db;
    const make = (nama: string, penerima: string, aturan_refund: FareRefundRule, urutan: number) =>
      db
        .insert(fareComponents)
        .values({ nama, pemilik: "pihak_ketiga", penerima, aturan_refund, urutan })
        .returning()
        .then((rows) => rows[0] as typeof fareComponents.$inferSelect);
    return {
      raharja: await make("Iuran Wajib Jasa Raharja", "PT Jasa Raharja", "force_majeure", 1),
      pas: await make("Pas Masuk", "Pelabuhan Ketapang", "sebelum_boarding", 2),
    };
  }

  /** Sells `people` adults (paid in full) and writes each person's component lines, as a sale does. */
  async function sell(people: number, parts: Awaited<ReturnType<typeof components>>) {
    const { app, world, cashier } = state();
    const booking = await sellConfirmed<Sold>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi",
      passengers: Array.from({ length: people }, (_, index) => adult(world.adultPrice, `Penumpang ${index}`)),
      payment: { method: "tunai", amount: people * (ADULT + 1_500) },
    });
    const persons = await app.database.db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.booking_id, booking.id));
    const lines = await app.database.db
      .insert(bookingFareComponents)
      .values(
        persons.flatMap((person) =>
          [
            [parts.raharja, 1_000],
            [parts.pas, 500],
          ].map(([part, jumlah]) => {
            const component = part as typeof parts.pas;
            return {
              booking_id: booking.id,
              passenger_id: person.id,
              component_id: component.id,
              nama: component.nama,
              pemilik: component.pemilik,
              aturan_refund: component.aturan_refund,
              jumlah: jumlah as number,
            };
          }),
        ),
      )
      .returning();
    return { booking, lines };
  }

  it("splits the finance report's revenue into the transport fare and each component, to the rupiah", async () => {
    const { app, world } = state();
    await saveInsuranceLevy(world, 1_500);
    const parts = await components();
    const first = await sell(2, parts);
    await sell(1, parts);
    expect(first.booking.total_harga).toBe(2 * (ADULT + 1_500));
    // One ticket of the first booking refunded before boarding: its transport fare less 25%, its port fee
    // back, the Jasa Raharja levy kept (no force majeure).
    const [refund] = await app.database.db
      .insert(refunds)
      .values({
        booking_id: first.booking.id,
        status: "disetujui",
        alasan: "uji",
        potongan_persen: 25,
        jumlah_kotor: ADULT + 500,
        potongan: ADULT / 4,
        jumlah_refund: ADULT - ADULT / 4 + 500,
        decided_at: new Date(),
      })
      .returning();
    const person = first.lines.filter((line) => line.passenger_id === first.lines[0]?.passenger_id);
    await app.database.db.insert(refundFareComponents).values(
      person.map((line) => ({
        refund_id: refund?.id ?? 0,
        booking_fare_component_id: line.id,
        component_id: line.component_id,
        nama: line.nama,
        pemilik: line.pemilik,
        aturan_refund: line.aturan_refund,
        dibayar: line.jumlah,
        dikembalikan: line.aturan_refund === "sebelum_boarding" ? line.jumlah : 0,
      })),
    );

    const answer = await world.api.call("GET", `/reports/fare-remittance?${WIDE}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json().data as {
      rows: Line[];
      totals: Record<string, number>;
      pihak_ketiga: Record<string, number>;
    };
    expect(report.rows.map((row) => row.komponen)).toEqual([
      "Tarif Jasa Angkutan",
      "Iuran Wajib Jasa Raharja",
      "Pas Masuk",
    ]);
    expect(report.rows[0]).toMatchObject({
      pemilik: "operator",
      dipungut: 3 * ADULT,
      dikembalikan: ADULT - ADULT / 4,
      disetor: 2 * ADULT + ADULT / 4,
    });
    expect(report.rows[1]).toMatchObject({ penerima: "PT Jasa Raharja", dipungut: 3_000, dikembalikan: 0 });
    expect(report.rows[2]).toMatchObject({
      pemilik: "pihak_ketiga",
      dipungut: 1_500,
      dikembalikan: 500,
      disetor: 1_000,
    });
    expect(report.pihak_ketiga).toEqual({ dipungut: 4_500, dikembalikan: 500, disetor: 4_000 });

    // The identity: transport fare + every component = the finance report's revenue table, column by column.
    const finance = (await world.api.call("GET", `/reports/finance?${WIDE}`)).json().data;
    expect(report.totals).toEqual({
      dipungut: finance.revenue.totals.pendapatan_kotor,
      dikembalikan: finance.revenue.totals.refund,
      disetor: finance.revenue.totals.pendapatan,
    });
    expect(report.rows.every((row) => row.pelabuhan === "Ketapang")).toBe(true);
  });

  it("filters by port, exports CSV, XLSX and PDF, and asks the finance report's permission", async () => {
    const { app, world } = state();
    await saveInsuranceLevy(world, 1_500);
    await sell(1, await components());
    const other = await world.api.call(
      "GET",
      `/reports/fare-remittance?${WIDE}&port_id=${world.route.port_destination_id}`,
    );
    expect(other.json().data).toMatchObject({
      rows: [],
      totals: { dipungut: 0, dikembalikan: 0, disetor: 0 },
    });
    const csv = await world.api.call("GET", `/reports/fare-remittance/export?${WIDE}&format=csv`);
    expect(csv.headers["content-disposition"]).toContain("setoran-komponen-tarif-2000-01-01-2099-12-31.csv");
    const lines = csv.body.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Pelabuhan Asal","Komponen","Pemilik","Penerima","Dipungut","Dikembalikan","Disetor / Neto"',
    );
    expect(lines[2]).toContain(
      '"Iuran Wajib Jasa Raharja","Pihak ketiga (disetorkan)","PT Jasa Raharja","1000"',
    );
    expect(lines.at(-1)).toBe(`"TOTAL","","","","${ADULT + 1_500}","0","${ADULT + 1_500}"`);
    const xlsx = await world.api.call("GET", `/reports/fare-remittance/export?${WIDE}&format=xlsx`);
    const sheet = (await readWorkbook(xlsx.rawPayload)).worksheets[0];
    expect(sheet?.rowCount).toBe(5);
    const pdf = await world.api.call("GET", `/reports/fare-remittance/export?${WIDE}&format=pdf`);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");

    const voyage = await staffCaller(app, ["view laporan pelayaran"]);
    expect((await voyage.call("GET", "/reports/fare-remittance")).statusCode).toBe(403);
    expect((await voyage.call("GET", "/reports/fare-remittance/export")).statusCode).toBe(403);
    const finance = await staffCaller(app, ["view pelabuhan"]);
    expect((await finance.call("GET", `/reports/fare-remittance?${WIDE}`)).statusCode).toBe(200);
    expect((await finance.call("GET", "/reports/fare-remittance?port_id=abc")).statusCode).toBe(422);
    expect((await finance.call("GET", "/reports/fare-remittance?from=2026-13-45")).statusCode).toBe(422);
  });
});
