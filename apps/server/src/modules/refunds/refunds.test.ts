import { describe, expect, it } from "vitest";
import {
  adult,
  agentSale,
  CASHIER,
  sellConfirmed,
  staffCaller,
  useSaleWorld,
} from "../../test/sales-fixtures";
import { refundAmounts } from "./policy";

const REFUNDER = [
  "view refund penumpang",
  "create refund penumpang",
  "edit refund penumpang",
  "view refund kendaraan",
  "create refund kendaraan",
  "edit refund kendaraan",
];
const ADULT = 11_400;
const CAR = 200_000;

describe("refund fee", () => {
  const fares = (...amounts: number[]) =>
    amounts.map((amount, id) => ({ jenis: "penumpang" as const, id, amount }));
  it("keeps floor(sum × persen / 100) and returns the rest", () => {
    expect(refundAmounts(fares(11_400, 11_400), [], 25)).toMatchObject({
      potongan_persen: 25,
      tarif_angkutan: 22_800,
      jumlah_kotor: 22_800,
      potongan: 5_700,
      jumlah_refund: 17_100,
    });
    expect(refundAmounts(fares(11_401), [], 33)).toMatchObject({ potongan: 3_762, jumlah_refund: 7_639 });
    expect(refundAmounts(fares(5_000), [], 0)).toMatchObject({ potongan: 0, jumlah_refund: 5_000 });
  });

  it("takes the fee from the transport fare only and returns the components due in full", () => {
    const line = (ticket_id: number, dibayar: number, dikembalikan: number) => ({
      booking_fare_component_id: ticket_id,
      jenis: "penumpang" as const,
      ticket_id,
      component_id: 1,
      nama: "Pas Masuk",
      pemilik: "pihak_ketiga" as const,
      aturan_refund: "sebelum_boarding" as const,
      dibayar,
      dikembalikan,
    });
    const quote = refundAmounts(fares(10_000, 10_000), [line(0, 3_000, 3_000), line(1, 3_000, 0)], 25);
    expect(quote).toMatchObject({ tarif_angkutan: 20_000, jumlah_kotor: 23_000, potongan: 5_000 });
    expect(quote.jumlah_refund).toBe(18_000);
    expect(quote.tickets.map((ticket) => ticket.amount)).toEqual([13_000, 10_000]);
  });
});

describe("refunds", () => {
  const state = useSaleWorld();

  async function sold(extra: Record<string, unknown> = {}) {
    const { world, cashier } = state();
    return sellConfirmed<{
      id: number;
      booking_code: string;
      tickets: { passenger_tickets: { id: number }[]; vehicle_tickets: { id: number }[] };
    }>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      passengers: [adult(world.adultPrice), adult(world.adultPrice, "Siti Aminah")],
      vehicles: [
        {
          ticket_price_id: world.carPrice,
          nomor_kendaraan: "P 1234 AB",
          nama_pemilik: "Budi Santoso",
          tipe_tiket: "kosong",
          riders: [],
        },
      ],
      payment: { method: "tunai", amount: 2 * ADULT + CAR },
      ...extra,
    });
  }

  const penumpang = (id: number) => ({ jenis: "penumpang", ticket_id: id });
  const kendaraan = (id: number) => ({ jenis: "kendaraan", ticket_id: id });

  it("quotes, requests and approves one ticket: seat back, booking stays confirmed, money recorded", async () => {
    const { app, world } = state();
    const booking = await sold();
    const staff = await staffCaller(app, REFUNDER);
    const approver = await staffCaller(app, REFUNDER);
    expect(await world.seatsLeft(world.adult.id)).toBe(98);
    const ticket = booking.tickets.passenger_tickets[0]?.id ?? 0;

    const quote = await staff.call("POST", "/refunds/quote", {
      booking_id: booking.id,
      tickets: [penumpang(ticket)],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({ jumlah_kotor: ADULT, potongan: 2_850, jumlah_refund: 8_550 });

    const requested = await staff.call("POST", "/refunds", {
      booking_id: booking.id,
      tickets: [penumpang(ticket)],
      alasan: "Batal berangkat",
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const refund = requested.json().data;
    expect(refund).toMatchObject({ status: "menunggu", jumlah_refund: 8_550, potongan_persen: 25 });
    expect(await world.seatsLeft(world.adult.id)).toBe(98);

    const again = await staff.call("POST", "/refunds", {
      booking_id: booking.id,
      tickets: [penumpang(ticket)],
      alasan: "Lagi",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/sudah diajukan refund/);

    const approved = await approver.call("POST", `/refunds/${refund.id}/approve`, {
      method: "transfer",
      reference: "TRF-REF-1",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: "disetujui",
      method: "transfer",
      reference: "TRF-REF-1",
    });
    expect(approved.json().data.items[0]).toMatchObject({ status_tiket: "dibatalkan", amount: ADULT });
    expect(await world.seatsLeft(world.adult.id)).toBe(99);
    expect(await world.seatsLeft(world.car.id)).toBe(19);

    const after = (await world.api.call("GET", `/bookings/${booking.id}`)).json().data;
    expect(after.status).toBe("confirmed");
    const twice = await approver.call("POST", `/refunds/${refund.id}/approve`, { method: "tunai" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Refund ini sudah diproses");

    const list = await staff.call("GET", "/refunds?jenis=penumpang&status=disetujui");
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([refund.id]);
    expect((await staff.call("GET", "/refunds?jenis=kendaraan")).json().data).toEqual([]);
    const byCode = await staff.call(
      "GET",
      `/refunds?code=${booking.booking_code}&schedule_id=${world.schedule.id}`,
    );
    expect(byCode.json().meta.total).toBe(1);
  });

  it("cancels a booking whose every ticket is refunded and gives every seat back", async () => {
    const { app, world } = state();
    const booking = await sold();
    const staff = await staffCaller(app, REFUNDER);
    const approver = await staffCaller(app, REFUNDER);
    const tickets = [
      ...booking.tickets.passenger_tickets.map((t) => penumpang(t.id)),
      ...booking.tickets.vehicle_tickets.map((t) => kendaraan(t.id)),
    ];
    const requested = await staff.call("POST", "/refunds", {
      booking_id: booking.id,
      tickets,
      alasan: "Batal",
    });
    expect(requested.statusCode, requested.body).toBe(201);
    expect(requested.json().data).toMatchObject({
      jumlah_kotor: 2 * ADULT + CAR,
      potongan: Math.floor(((2 * ADULT + CAR) * 25) / 100),
    });
    const approved = await approver.call("POST", `/refunds/${requested.json().data.id}/approve`, {
      method: "tunai",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await world.seatsLeft(world.adult.id)).toBe(100);
    expect(await world.seatsLeft(world.car.id)).toBe(20);
    const after = (await world.api.call("GET", `/bookings/${booking.id}`)).json().data;
    expect(after.status).toBe("cancel");
    expect(after.history.at(-1)).toMatchObject({
      from_status: "confirmed",
      to_status: "cancel",
      catatan: "Semua tiket di-refund",
    });
  });

  it("rejects with a reason and changes nothing; the tickets may be asked again", async () => {
    const { app, world } = state();
    const booking = await sold();
    const staff = await staffCaller(app, REFUNDER);
    const tickets = [penumpang(booking.tickets.passenger_tickets[0]?.id ?? 0)];
    const refund = (
      await staff.call("POST", "/refunds", { booking_id: booking.id, tickets, alasan: "X" })
    ).json().data;
    expect((await staff.call("POST", `/refunds/${refund.id}/reject`, {})).statusCode).toBe(422);
    const rejected = await staff.call("POST", `/refunds/${refund.id}/reject`, { catatan: "Tidak sesuai" });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: "ditolak", catatan: "Tidak sesuai" });
    expect(await world.seatsLeft(world.adult.id)).toBe(98);
    const again = await staff.call("POST", "/refunds", { booking_id: booking.id, tickets, alasan: "Lagi" });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("refuses used tickets, vehicles when the policy forbids, and departures too close", async () => {
    const { app, world } = state();
    const booking = await sold();
    const staff = await staffCaller(app, REFUNDER);
    const gate = await staffCaller(app, ["edit scan tiket"]);
    const first = booking.tickets.passenger_tickets[0]?.id ?? 0;
    const used = await gate.call("PATCH", `/passenger-tickets/${first}/status`, { status: "digunakan" });
    expect(used.statusCode, used.body).toBe(200);
    const refusedUsed = await staff.call("POST", "/refunds/quote", {
      booking_id: booking.id,
      tickets: [penumpang(first)],
    });
    expect(refusedUsed.statusCode).toBe(409);
    expect(refusedUsed.json().message).toBe("Tiket yang sudah digunakan tidak dapat di-refund");

    const settings = {
      batas_refund_jam: 2,
      potongan_refund_persen: 25,
      refund_kendaraan_diizinkan: false,
      biaya_reschedule: 10_000,
    };
    expect((await world.api.call("PUT", "/settings/refund", settings)).statusCode).toBe(200);
    const car = kendaraan(booking.tickets.vehicle_tickets[0]?.id ?? 0);
    const refusedCar = await staff.call("POST", "/refunds", {
      booking_id: booking.id,
      tickets: [car],
      alasan: "X",
    });
    expect(refusedCar.statusCode).toBe(422);
    expect(refusedCar.json().message).toBe("Refund tiket kendaraan tidak diizinkan");

    const tooLate = { ...settings, batas_refund_jam: 72 };
    expect((await world.api.call("PUT", "/settings/refund", tooLate)).statusCode).toBe(200);
    const second = penumpang(booking.tickets.passenger_tickets[1]?.id ?? 0);
    const refusedLate = await staff.call("POST", "/refunds", {
      booking_id: booking.id,
      tickets: [second],
      alasan: "X",
    });
    expect(refusedLate.statusCode).toBe(409);
    expect(refusedLate.json().message).toBe(
      "Refund hanya dapat diajukan paling lambat 72 jam sebelum keberangkatan",
    );

    const unknown = await staff.call("POST", "/refunds/quote", {
      booking_id: booking.id,
      tickets: [penumpang(999_999)],
    });
    expect(unknown.statusCode).toBe(422);
    expect(await world.seatsLeft(world.adult.id)).toBe(98);
  });

  it("re-checks at approval: a ticket used after the request is not refunded", async () => {
    const { app, world } = state();
    const booking = await sold();
    const staff = await staffCaller(app, REFUNDER);
    const approver = await staffCaller(app, REFUNDER);
    const gate = await staffCaller(app, ["edit scan tiket"]);
    const first = booking.tickets.passenger_tickets[0]?.id ?? 0;
    const refund = (
      await staff.call("POST", "/refunds", {
        booking_id: booking.id,
        tickets: [penumpang(first)],
        alasan: "X",
      })
    ).json().data;
    await gate.call("PATCH", `/passenger-tickets/${first}/status`, { status: "digunakan" });
    const approved = await approver.call("POST", `/refunds/${refund.id}/approve`, { method: "tunai" });
    expect(approved.statusCode).toBe(409);
    expect((await staff.call("GET", `/refunds/${refund.id}`)).json().data.status).toBe("menunggu");
    expect(await world.seatsLeft(world.adult.id)).toBe(98);
  });

  it("credits an agent's balance back with a refund ledger row", async () => {
    const { app, world } = state();
    const { agent, booking } = await agentSale(app, world.schedule.id, 30_000, [
      adult(world.adultPrice),
      adult(world.adultPrice, "Siti"),
    ]);
    expect((await agent.call("GET", "/agents/me")).json().data.saldo).toBe(30_000 - 2 * ADULT);

    const staff = await staffCaller(app, REFUNDER);
    const approver = await staffCaller(app, REFUNDER);
    const tickets = booking.tickets.passenger_tickets.map((t: { id: number }) => penumpang(t.id));
    const refund = (
      await staff.call("POST", "/refunds", { booking_id: booking.id, tickets, alasan: "Batal" })
    ).json().data;
    const approved = await approver.call("POST", `/refunds/${refund.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.method).toBe("saldo_agen");
    expect((await agent.call("GET", "/agents/me")).json().data.saldo).toBe(30_000 - 2 * ADULT + 17_100);
    const ledger = (await agent.call("GET", "/agents/ledger?jenis=refund")).json().data;
    expect(ledger[0]).toMatchObject({ jenis: "refund", amount: 17_100 });
  });

  it("asks each kind's permission", async () => {
    const { app } = state();
    const booking = await sold();
    const passengerOnly = await staffCaller(app, ["view refund penumpang", "create refund penumpang"]);
    const car = kendaraan(booking.tickets.vehicle_tickets[0]?.id ?? 0);
    const person = penumpang(booking.tickets.passenger_tickets[0]?.id ?? 0);
    expect(
      (await passengerOnly.call("POST", "/refunds", { booking_id: booking.id, tickets: [car], alasan: "X" }))
        .statusCode,
    ).toBe(403);
    expect((await passengerOnly.call("GET", "/refunds?jenis=kendaraan")).statusCode).toBe(403);
    const created = await passengerOnly.call("POST", "/refunds", {
      booking_id: booking.id,
      tickets: [person],
      alasan: "X",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await passengerOnly.call("POST", `/refunds/${id}/approve`, { method: "tunai" })).statusCode).toBe(
      403,
    );
    const vehicleEditor = await staffCaller(app, ["edit refund kendaraan"]);
    expect((await vehicleEditor.call("POST", `/refunds/${id}/reject`, { catatan: "X" })).statusCode).toBe(
      403,
    );
    const cashier = await staffCaller(app, CASHIER);
    expect((await cashier.call("GET", "/refunds")).statusCode).toBe(403);
    expect(
      (await cashier.call("POST", "/refunds/quote", { booking_id: booking.id, tickets: [person] }))
        .statusCode,
    ).toBe(403);
  });
});
