import { describe, expect, it } from "vitest";
import { JASA_RAHARJA, saveFareComponent } from "../../test/fare-fixtures";
import { saveRefundFee } from "../../test/refund-fixtures";
import { adult, sellConfirmed, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { readWorkbook } from "../../test/xlsx";

const ADULT = 11_400;
const WIDE = "from=2000-01-01&to=2099-12-31";
type Sold = { id: number; total_harga: number; tickets: { passenger_tickets: { id: number }[] } };
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

  /** Per adult: the Jasa Raharja levy Rp 1.000 (force majeure) and 'Pas Masuk' Rp 500 (before boarding). */
  async function components() {
    const { app, world } = state();
    const adultRate = (jumlah: number) => [{ cargo_type_id: world.adult.id, jumlah }];
    await saveFareComponent(app, JASA_RAHARJA, adultRate(1_000));
    await saveFareComponent(
      app,
      {
        nama: "Pas Masuk",
        pemilik: "pihak_ketiga",
        penerima: "Pelabuhan Ketapang",
        aturan_refund: "sebelum_boarding",
        urutan: 30,
      },
      adultRate(500),
    );
  }

  /** Sells `people` adults at the counter, paid in full (the sale writes the component lines). */
  function sell(people: number) {
    const { world, cashier } = state();
    return sellConfirmed<Sold>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi",
      passengers: Array.from({ length: people }, (_, index) => adult(world.adultPrice, `Penumpang ${index}`)),
      payment: { method: "tunai", amount: people * (ADULT + 1_500) },
    });
  }

  it("splits the finance report's revenue into the transport fare and each component, to the rupiah", async () => {
    const { app, world } = state();
    await components();
    const first = await sell(2);
    await sell(1);
    expect(first.total_harga).toBe(2 * (ADULT + 1_500));
    // One ticket of the first booking refunded before boarding, fee 25%: its transport fare less the fee,
    // its port fee back, the Jasa Raharja levy kept (no force majeure).
    await saveRefundFee(world, 25);
    const requester = await staffCaller(app, ["view refund penumpang", "create refund penumpang"]);
    const asked = await requester.call("POST", "/refunds", {
      booking_id: first.id,
      tickets: [{ jenis: "penumpang", ticket_id: first.tickets.passenger_tickets[0]?.id }],
      alasan: "Batal berangkat",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approver = await staffCaller(app, ["view refund penumpang", "edit refund penumpang"]);
    const approved = await approver.call("POST", `/refunds/${asked.json().data.id}/approve`, {
      method: "tunai",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const fee = ADULT / 4;

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
      dikembalikan: ADULT - fee,
      disetor: 2 * ADULT + fee,
    });
    expect(report.rows[1]).toMatchObject({
      penerima: "PT Jasa Raharja (Persero)",
      dipungut: 3_000,
      dikembalikan: 0,
    });
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
    await components();
    await sell(1);
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
    expect(lines[2]).toBe(
      '"Ketapang","Iuran Wajib Jasa Raharja","Pihak ketiga (disetorkan)","PT Jasa Raharja (Persero)","1000","0","1000"',
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
