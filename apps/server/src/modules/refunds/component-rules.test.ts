import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { scheduleBoardings } from "../../db/schema/gate";
import { refundFareComponents } from "../../db/schema/refund-components";
import { schedules } from "../../db/schema/schedules";
import { JASA_RAHARJA, saveFareComponent } from "../../test/fare-fixtures";
import { saveRefundFee } from "../../test/refund-fixtures";
import { adult, sellConfirmed, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

const ADULT = 11_400;
const CAR = 200_000;
const REFUNDER = [
  "view refund penumpang",
  "create refund penumpang",
  "view refund kendaraan",
  "create refund kendaraan",
];
const APPROVER = [
  "view refund penumpang",
  "edit refund penumpang",
  "view refund kendaraan",
  "edit refund kendaraan",
];
type Sold = {
  id: number;
  total_harga: number;
  tickets: { passenger_tickets: { id: number }[]; vehicle_tickets: { id: number }[] };
};
type Quote = {
  tarif_angkutan: number;
  jumlah_kotor: number;
  potongan: number;
  jumlah_refund: number;
  komponen: { nama: string; ticket_id: number; jenis: string; dibayar: number; dikembalikan: number }[];
  tickets: { amount: number }[];
};

/**
 * Per person: 'Asuransi Tambahan' Rp 2.000 (always returned), 'Pas Masuk' Rp 3.000 (before boarding),
 * the Jasa Raharja levy Rp 1.000 (force majeure); per car: 'Pas Masuk' Rp 20.000. Refund fee 25%.
 */
describe("refunds follow each fare component's rule (decision 044)", () => {
  const state = useSaleWorld();

  async function sold(): Promise<Sold> {
    const { app, world, cashier } = state();
    const person = (jumlah: number) => [{ cargo_type_id: world.adult.id, jumlah }];
    await saveFareComponent(
      app,
      { nama: "Asuransi Tambahan", pemilik: "pihak_ketiga", urutan: 1 },
      person(2_000),
    );
    await saveFareComponent(
      app,
      {
        nama: "Pas Masuk",
        pemilik: "pihak_ketiga",
        penerima: "Pelabuhan",
        aturan_refund: "sebelum_boarding",
        urutan: 2,
      },
      [...person(3_000), { cargo_type_id: world.car.id, jumlah: 20_000 }],
    );
    await saveFareComponent(app, JASA_RAHARJA, person(1_000));
    await saveRefundFee(world, 25);
    const booking = await sellConfirmed<Sold>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi",
      passengers: [adult(world.adultPrice, "Budi"), adult(world.adultPrice, "Siti")],
      vehicles: [
        {
          ticket_price_id: world.carPrice,
          nomor_kendaraan: "P 1 AB",
          nama_pemilik: "Budi",
          tipe_tiket: "kosong",
          riders: [],
        },
      ],
      payment: { method: "tunai", amount: 2 * (ADULT + 6_000) + CAR + 20_000 },
    });
    expect(booking.total_harga).toBe(2 * (ADULT + 6_000) + CAR + 20_000);
    return booking;
  }
  const every = (booking: Sold) => [
    ...booking.tickets.passenger_tickets.map((t) => ({ jenis: "penumpang", ticket_id: t.id })),
    ...booking.tickets.vehicle_tickets.map((t) => ({ jenis: "kendaraan", ticket_id: t.id })),
  ];
  async function quote(booking: Sold, tickets = every(booking)): Promise<Quote> {
    const staff = await staffCaller(state().app, REFUNDER);
    const answer = await staff.call("POST", "/refunds/quote", { booking_id: booking.id, tickets });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  }
  const returnedOf = (found: Quote, nama: string) =>
    found.komponen.filter((line) => line.nama === nama).reduce((sum, line) => sum + line.dikembalikan, 0);

  it("before boarding: 'selalu' and 'sebelum_boarding' go back in full, the levy stays, the fee is on the fare only", async () => {
    const booking = await sold();
    const found = await quote(booking);
    expect(found.tarif_angkutan).toBe(2 * ADULT + CAR);
    expect(returnedOf(found, "Asuransi Tambahan")).toBe(4_000);
    expect(returnedOf(found, "Pas Masuk")).toBe(26_000);
    expect(returnedOf(found, JASA_RAHARJA.nama)).toBe(0);
    expect(found.komponen.find((line) => line.nama === JASA_RAHARJA.nama)?.dibayar).toBe(1_000);
    const fee = Math.floor(((2 * ADULT + CAR) * 25) / 100);
    expect(found).toMatchObject({ jumlah_kotor: 2 * ADULT + CAR + 30_000, potongan: fee });
    expect(found.jumlah_refund).toBe(2 * ADULT + CAR + 30_000 - fee);
    expect(found.tickets.map((ticket) => ticket.amount)).toEqual([
      ADULT + 5_000,
      ADULT + 5_000,
      CAR + 20_000,
    ]);
  });

  it("once boarding was opened: the port fee stays too, even after the gate closed", async () => {
    const { app, world } = state();
    const booking = await sold();
    await app.database.db
      .insert(scheduleBoardings)
      .values({ schedule_id: world.schedule.id, opened_at: new Date(), closed_at: new Date() });
    const found = await quote(booking, [
      { jenis: "penumpang", ticket_id: booking.tickets.passenger_tickets[0]?.id ?? 0 },
    ]);
    expect(found.komponen.map((line) => [line.nama, line.dikembalikan])).toEqual([
      ["Asuransi Tambahan", 2_000],
      ["Pas Masuk", 0],
      [JASA_RAHARJA.nama, 0],
    ]);
    expect(found).toMatchObject({ tarif_angkutan: ADULT, jumlah_kotor: ADULT + 2_000 });
  });

  it("force majeure: every component goes back, no fee, and refunding each ticket returns exactly what was paid", async () => {
    const { app, world } = state();
    const booking = await sold();
    await app.database.db
      .update(schedules)
      .set({ status: "batal" })
      .where(eq(schedules.id, world.schedule.id));
    const requester = await staffCaller(app, REFUNDER);
    const approver = await staffCaller(app, APPROVER);
    let returned = 0;
    for (const ticket of every(booking)) {
      const answer = await requester.call("POST", "/refunds", {
        booking_id: booking.id,
        tickets: [ticket],
        alasan: "Cuaca buruk",
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const refund = answer.json().data as {
        id: number;
        potongan: number;
        jumlah_refund: number;
        komponen: Quote["komponen"];
      };
      expect(refund.potongan).toBe(0);
      expect(refund.komponen.every((line) => line.dikembalikan === line.dibayar)).toBe(true);
      const approved = await approver.call("POST", `/refunds/${refund.id}/approve`, { method: "tunai" });
      expect(approved.statusCode, approved.body).toBe(200);
      returned += refund.jumlah_refund;
    }
    expect(returned).toBe(booking.total_harga);
    const saved = await app.database.db.select().from(refundFareComponents);
    expect(saved.reduce((sum, line) => sum + line.dikembalikan, 0)).toBe(2 * 6_000 + 20_000);
    const list = await approver.call("GET", "/refunds?per_page=10");
    expect(list.json().data[0].komponen.length).toBeGreaterThan(0);
  });
});
