import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import { VOYAGE_REPORT_KEYS, voyageReportSchema } from "@ferry/shared/reports";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { refunds } from "../../db/schema/operations";
import { schedules } from "../../db/schema/schedules";
import { DEMO_CANCEL_REASON } from "../../db/seed/disruptions";
import { seedDemoData } from "../../db/seed/run-seed";
import { envelopeOf } from "../../lib/envelope";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { readWorkbook } from "../../test/xlsx";

type App = Awaited<ReturnType<typeof buildTestApp>>;
let app: App;
let admin: string;

async function as(permissions: string[]) {
  const { username } = await createTestUser(app, { permissions });
  return (await signIn(app, username)).authorization;
}
const get = (authorization: string, url: string) =>
  app.inject({ method: "GET", url: `/api${url}`, headers: { authorization } });
const post = (authorization: string, url: string, payload: object) =>
  app.inject({ method: "POST", url: `/api${url}`, headers: { authorization }, payload });
const WIDE = "from=2000-01-01&to=2099-12-31";

beforeAll(async () => {
  app = await buildTestApp();
  expect(await seedDemoData(app.database.db)).toBe(true);
  admin = await as([...ALL_PERMISSIONS]);
  // An approved partial refund, as the refunds module records it, so the recap must subtract it.
  const [confirmed] = await app.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.status, "confirmed"))
    .limit(1);
  if (!confirmed) throw new Error("demo data without a confirmed booking");
  await app.database.db.insert(refunds).values({
    booking_id: confirmed.id,
    status: "disetujui",
    alasan: "uji",
    potongan_persen: 25,
    jumlah_kotor: 13_334,
    potongan: 3_334,
    jumlah_refund: 10_000,
    decided_at: new Date(),
  });
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** What the bookings API says was earned: confirmed bookings and refunded ones, minus approved refunds. */
async function revenueFromBookings() {
  const bookings: { id: number; status: string; total_harga: number }[] = [];
  for (let page = 1; ; page++) {
    const answer = (await get(admin, `/bookings?per_page=100&page=${page}`)).json();
    bookings.push(...answer.data);
    if (page >= answer.meta.last_page) break;
  }
  const approved = await app.database.db.select().from(refunds).where(eq(refunds.status, "disetujui"));
  const refundOf = (id: number) =>
    approved
      .filter((refund) => refund.booking_id === id)
      .reduce((sum, refund) => sum + refund.jumlah_refund, 0);
  const counted = bookings.filter(
    (booking) => booking.status === "confirmed" || (booking.status === "cancel" && refundOf(booking.id) > 0),
  );
  const expected = counted.reduce((sum, booking) => sum + booking.total_harga - refundOf(booking.id), 0);
  return { expected, approved: approved.length };
}

describe("voyage reports", () => {
  it("reconciles the monthly recap's revenue with the bookings API to the rupiah", async () => {
    const { expected, approved } = await revenueFromBookings();
    expect(expected).toBeGreaterThan(0);
    expect(approved).toBeGreaterThan(0);

    const recap = (await get(admin, `/reports/rekap-manifest-bulanan?${WIDE}`)).json().data;
    expect(recap.totals.pendapatan).toBe(expected);
    const rowSum = recap.rows.reduce((sum: number, row: { pendapatan: number }) => sum + row.pendapatan, 0);
    expect(rowSum).toBe(expected);
    const summary = (await get(admin, `/reports/summary-manifest?${WIDE}`)).json().data;
    expect(summary.totals.pendapatan).toBe(expected);

    // Finance: the same bookings by their creation day.
    const finance = (await get(admin, `/reports/finance?${WIDE}`)).json().data;
    expect(finance.revenue.totals.pendapatan).toBe(expected);
  });

  it("shows a cancelled sailing, its moved and refunded bookings as their own lines, and still reconciles", async () => {
    const [cancelled] = await app.database.db
      .select()
      .from(schedules)
      .where(eq(schedules.alasan_batal, DEMO_CANCEL_REASON));
    if (!cancelled) throw new Error("demo data without its cancelled sailing");
    const view = (await get(admin, `/schedules/${cancelled.id}/affected-bookings`)).json().data;
    const waiting = view.waiting.find((row: { status: string }) => row.status === "confirmed");
    const booking = (await get(admin, `/bookings/${waiting.id}`)).json().data;
    const tickets = [
      ...booking.tickets.passenger_tickets.map((t: { id: number }) => ({
        jenis: "penumpang",
        ticket_id: t.id,
      })),
      ...booking.tickets.vehicle_tickets.map((t: { id: number }) => ({
        jenis: "kendaraan",
        ticket_id: t.id,
      })),
    ];
    const requested = await post(admin, "/refunds", {
      booking_id: booking.id,
      tickets,
      alasan: "Jadwal batal",
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const refund = requested.json().data;
    expect(refund.potongan).toBe(0);
    const approved = await post(await as([...ALL_PERMISSIONS]), `/refunds/${refund.id}/approve`, {
      method: "tunai",
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const sailing = (await get(admin, `/reports/summary-manifest?${WIDE}&schedule_id=${cancelled.id}`)).json()
      .data.rows[0];
    expect(sailing).toMatchObject({ status: "Batal", dipindah: 2, refund_pembatalan: refund.jumlah_refund });
    expect(sailing.refund).toBeGreaterThanOrEqual(refund.jumlah_refund);
    const recap = (await get(admin, `/reports/rekap-manifest-bulanan?${WIDE}`)).json().data;
    expect(recap.totals).toMatchObject({ refund_pembatalan: refund.jumlah_refund });
    expect(recap.totals.dibatalkan).toBeGreaterThanOrEqual(1);
    expect(recap.totals.dipindah).toBeGreaterThanOrEqual(2);
    const { expected } = await revenueFromBookings();
    expect(recap.totals.pendapatan).toBe(expected);
    expect((await get(admin, `/reports/summary-manifest?${WIDE}`)).json().data.totals.pendapatan).toBe(
      expected,
    );
  });

  it("filters by route, ship and schedule, and by month", async () => {
    const all = (await get(admin, `/reports/summary-manifest?${WIDE}`)).json().data;
    const first = all.rows[0];
    const one = (
      await get(admin, `/reports/summary-manifest?${WIDE}&schedule_id=${first.schedule_id}`)
    ).json().data;
    expect(one.rows).toHaveLength(1);
    const byRoute = (await get(admin, `/reports/jadwal-pelayaran?${WIDE}&route_id=999999`)).json().data;
    expect(byRoute.rows).toHaveLength(0);
    const byShip = (await get(admin, `/reports/jadwal-pelayaran?${WIDE}&ship_id=999999`)).json().data;
    expect(byShip.rows).toHaveLength(0);
    const [, mm, yyyy] = first.tanggal.split("/");
    const month = (await get(admin, `/reports/rekap-manifest-bulanan?month=${yyyy}-${mm}`)).json().data;
    expect(month.from).toBe(`${yyyy}-${mm}-01`);
    expect(month.rows.every((row: { tanggal: string }) => row.tanggal.endsWith(`/${mm}/${yyyy}`))).toBe(true);
    expect((await get(admin, "/reports/jadwal-pelayaran?month=2026-13")).statusCode).toBe(422);
    expect((await get(admin, "/reports/tidak-ada")).statusCode).toBe(422);
    for (const key of ["manifest-penumpang", "manifest-kendaraan", "rekap-refund-bulanan"]) {
      const answer = await get(admin, `/reports/${key}?${WIDE}`);
      expect(answer.statusCode, key).toBe(200);
    }
    const people = (await get(admin, `/reports/manifest-penumpang?${WIDE}`)).json().data;
    expect(people.totals.jumlah).toBe(people.rows.length);
    expect(people.totals.jumlah).toBeGreaterThan(0);
  });

  it("shows days, times with their zone, statuses and codes as staff read them, seats apart from car places", async () => {
    const sailings = (await get(admin, `/reports/jadwal-pelayaran?${WIDE}`)).json().data;
    const row = sailings.rows[0];
    expect(row.tanggal).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(row.berangkat).toMatch(/^\d{2}\.\d{2} (WIB|WITA|WIT)$/);
    expect(row.tiba).toMatch(/^\d{2}\.\d{2} (WIB|WITA|WIT)$/);
    expect(["Terjadwal", "Boarding", "Berangkat", "Tiba", "Batal"]).toContain(row.status);
    expect(row.kursi + row.tempat_kendaraan).toBeGreaterThan(0);
    expect(row.sisa_kursi).toBe(row.kursi - row.kursi_terjual);
    expect(sailings.columns.map((column: { label: string }) => column.label)).not.toContain("Kapasitas");
    const people = (await get(admin, `/reports/manifest-penumpang?${WIDE}`)).json().data;
    expect(["Aktif", "Digunakan", "Kadaluarsa", "Dibatalkan"]).toContain(people.rows[0].status_tiket);
    expect(["Laki-laki", "Perempuan"]).toContain(people.rows[0].jenis_kelamin);
    const finance = (await get(admin, `/reports/finance?${WIDE}`)).json().data;
    const methods = finance.payments.rows.map((payment: { metode: string }) => payment.metode);
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.filter((method: string) => /^[a-z_]+$/.test(method))).toEqual([]);
    const channels = finance.revenue.rows.map((revenue: { kanal: string }) => revenue.kanal);
    expect(channels.filter((channel: string) => /^[a-z_]+$/.test(channel))).toEqual([]);
    const csv = await get(admin, `/reports/jadwal-pelayaran/export?${WIDE}&format=csv`);
    expect(csv.body).toContain(row.tanggal);
    expect(csv.body).toContain(row.berangkat);
  });

  it("answers every voyage report exactly as its schema has it (answers served as built, unchecked at runtime)", async () => {
    const answerSchema = envelopeOf(voyageReportSchema);
    for (const report of VOYAGE_REPORT_KEYS) {
      const answer = await get(admin, `/reports/${report}?${WIDE}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json();
      expect(body.data.rows.length, report).toBeGreaterThan(0);
      // Nothing the schema would refuse, strip or change: the bytes zod's serializer would have written.
      expect(JSON.stringify(answerSchema.encode(body)), report).toBe(answer.body);
    }
  });

  it("lets finance's role read the report filters' route and ship names, not the master-data lists", async () => {
    const finance = await as(["view pelabuhan", "view laporan pelayaran"]);
    for (const path of ["/routes/options", "/ships/options"]) {
      const answer = await get(finance, path);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data[0]).toMatchObject({ id: expect.any(Number), label: expect.any(String) });
    }
    expect((await get(finance, "/routes")).statusCode).toBe(403);
    expect((await get(finance, "/ships")).statusCode).toBe(403);
  });

  it("asks each report's permission", async () => {
    const nobody = await as(["view kapal"]);
    expect((await get(nobody, "/reports/summary-manifest")).statusCode).toBe(403);
    expect((await get(nobody, "/reports/rekap-manifest-bulanan/export")).statusCode).toBe(403);
    expect((await get(nobody, "/reports/finance")).statusCode).toBe(403);
    const voyage = await as(["view laporan pelayaran"]);
    expect((await get(voyage, "/reports/summary-manifest")).statusCode).toBe(200);
    expect((await get(voyage, "/reports/finance")).statusCode).toBe(403);
    const finance = await as(["view pelabuhan"]);
    expect((await get(finance, "/reports/finance")).statusCode).toBe(200);
    expect((await get(finance, "/reports/finance/export?format=pdf")).statusCode).toBe(200);
  });

  it("exports CSV (BOM, header, totals), an XLSX workbook and PDF", async () => {
    const csv = await get(admin, `/reports/rekap-manifest-bulanan/export?${WIDE}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain("rekap-manifest-bulanan-2000-01-01-2099-12-31.csv");
    expect(csv.body.startsWith("\uFEFF")).toBe(true);
    const lines = csv.body.slice(1).trim().split("\r\n");
    expect(lines[0]).toContain('"Tanggal","Kode Rute","Rute","Pelayaran"');
    expect(lines.at(-1)).toMatch(/^"TOTAL",/);
    const recap = (await get(admin, `/reports/rekap-manifest-bulanan?${WIDE}`)).json().data;
    expect(lines).toHaveLength(recap.rows.length + 2);
    expect(lines.at(-1)?.split(",").at(-1)).toBe(`"${recap.totals.pendapatan}"`);
    const xlsx = await get(admin, `/reports/rekap-manifest-bulanan/export?${WIDE}&format=xlsx`);
    expect(xlsx.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(xlsx.headers["content-disposition"]).toContain(
      "rekap-manifest-bulanan-2000-01-01-2099-12-31.xlsx",
    );
    const sheet = (await readWorkbook(xlsx.rawPayload)).worksheets[0];
    expect(sheet?.rowCount).toBe(recap.rows.length + 2);
    expect(sheet?.getRow(1).getCell(2).value).toBe("Kode Rute");
    expect(sheet?.lastRow?.getCell(sheet.columnCount).value).toBe(recap.totals.pendapatan);
    const pdf = await get(admin, `/reports/summary-manifest/export?${WIDE}&format=pdf`);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    const finance = await get(admin, `/reports/finance/export?${WIDE}&format=csv`);
    expect(finance.body).toContain("Pendapatan per Hari, Rute dan Kanal");
  });
});

describe("dashboard summary", () => {
  it("answers each block only to users who may see its module", async () => {
    const bare = (await get(await as([]), "/dashboard/summary")).json().data;
    expect(bare.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(bare.sailings).toBeUndefined();
    expect(bare.sales).toBeUndefined();
    expect(bare.scans).toBeUndefined();
    expect(bare.approvals).toBeUndefined();
    const full = (await get(admin, "/dashboard/summary")).json().data;
    expect(full.sailings.week.length).toBeGreaterThan(0);
    const sailing = full.sailings.week[0];
    expect(sailing.jam).toMatch(/^\d{2}\.\d{2} (WIB|WITA|WIT)$/);
    expect(sailing.kursi).toBeGreaterThan(0);
    // The whole row, counts as numbers (never the driver's strings).
    expect(sailing).toEqual({
      id: expect.any(Number),
      tanggal: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      jam: sailing.jam,
      kode_rute: expect.any(String),
      kapal: expect.any(String),
      status: expect.any(String),
      kursi: expect.any(Number),
      kursi_terjual: expect.any(Number),
      tempat_kendaraan: expect.any(Number),
      tempat_terjual: expect.any(Number),
      load_factor: expect.any(Number),
    });
    expect(Object.keys(full).sort()).toEqual(["approvals", "sailings", "sales", "scans", "today", "week"]);
    expect(full.week).toEqual({ from: expect.any(String), to: expect.any(String) });
    expect(full.sales.by_channel[0]).toEqual({
      channel: "loket",
      bookings: expect.any(Number),
      revenue: expect.any(Number),
    });
    expect(full.sales.trend[0]).toEqual({ date: expect.any(String), revenue: expect.any(Number) });
    expect(full.scans).toEqual({
      diterima: expect.any(Number),
      ditolak: expect.any(Number),
      total: expect.any(Number),
    });
    expect(full.approvals[0]).toEqual({
      key: "space",
      label: "ACC Space",
      path: "/booking-ekspedisi",
      count: expect.any(Number),
    });
    expect(full.sales.by_channel.map((row: { channel: string }) => row.channel)).toEqual([
      "loket",
      "ekspedisi",
      "agen",
      "online",
    ]);
    expect(full.sales.trend).toHaveLength(14);
    expect(full.scans.total).toBeGreaterThanOrEqual(0);
    expect(full.approvals.map((row: { key: string }) => row.key)).toEqual([
      "space",
      "pembayaran",
      "topup",
      "plafon",
      "refund",
    ]);
    const gate = (await get(await as(["view scan tiket"]), "/dashboard/summary")).json().data;
    expect(gate.scans).toBeDefined();
    expect(gate.sales).toBeUndefined();
    const payments = (await get(await as(["edit acc pembayaran"]), "/dashboard/summary")).json().data;
    expect(payments.approvals.map((row: { key: string }) => row.key)).toEqual(["pembayaran"]);
    expect(payments.approvals[0].count).toBeGreaterThanOrEqual(1);
  });
});
