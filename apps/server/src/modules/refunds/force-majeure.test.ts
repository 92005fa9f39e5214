import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passengerTickets } from "../../db/schema/bookings";
import { schedules } from "../../db/schema/schedules";
import {
  adult,
  agentSale,
  sailingOf,
  saveInsuranceLevy,
  sellConfirmed,
  staffCaller,
  useSaleWorld,
} from "../../test/sales-fixtures";
import { expireTickets } from "../tickets/index";

const REQUESTER = ["view refund penumpang", "create refund penumpang"];
const APPROVER = ["view refund penumpang", "edit refund penumpang"];
const ADULT = 11_400;
type Sold = { id: number; booking_code: string; tickets: { passenger_tickets: { id: number }[] } };
const penumpang = (ticket: { id: number }) => ({ jenis: "penumpang", ticket_id: ticket.id });

describe("refunds and reschedules of a sailing the operator cancelled", () => {
  const state = useSaleWorld();

  const sold = (scheduleId: number, nama: string) => {
    const { world, cashier } = state();
    return sellConfirmed<Sold>(cashier, {
      schedule_id: scheduleId,
      pemesan_nama: nama,
      passengers: [adult(world.adultPrice, nama), adult(world.adultPrice, `${nama} Jr`)],
      payment: { method: "tunai", amount: 2 * ADULT },
    });
  };
  /** The operator cancelled the sailing; its departure (an hour ago) is long past any refund deadline. */
  const cancelledAndPast = async (scheduleId: number) => {
    const departure = new Date(Date.now() - 3_600_000);
    await state()
      .app.database.db.update(schedules)
      .set({
        status: "batal",
        waktu_berangkat: departure,
        waktu_tiba: new Date(departure.getTime() + 2_700_000),
      })
      .where(eq(schedules.id, scheduleId));
  };
  const requestAll = async (booking: Sold) => {
    const requester = await staffCaller(state().app, REQUESTER);
    const answer = await requester.call("POST", "/refunds", {
      booking_id: booking.id,
      tickets: booking.tickets.passenger_tickets.map(penumpang),
      alasan: "Jadwal dibatalkan: cuaca buruk",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as { id: number; jumlah_refund: number; potongan: number };
  };

  it("refunds what was paid, without fee or deadline, and its tickets never expire meanwhile", async () => {
    const { app, world } = state();
    const booking = await sold(world.schedule.id, "Budi");
    await cancelledAndPast(world.schedule.id);
    expect(await expireTickets(app.database.db, new Date(Date.now() + 7 * 86_400_000))).toEqual({
      penumpang: 0,
      kendaraan: 0,
    });
    const requester = await staffCaller(app, REQUESTER);
    const quote = await requester.call("POST", "/refunds/quote", {
      booking_id: booking.id,
      tickets: booking.tickets.passenger_tickets.map(penumpang),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({
      potongan_persen: 0,
      jumlah_kotor: 2 * ADULT,
      potongan: 0,
      jumlah_refund: 2 * ADULT,
    });
    const refund = await requestAll(booking);
    const approver = await staffCaller(app, APPROVER);
    const approved = await approver.call("POST", `/refunds/${refund.id}/approve`, { method: "tunai" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: "disetujui",
      jumlah_refund: 2 * ADULT,
      potongan: 0,
    });
  });

  it("returns the insurance levy too, ticket by ticket, so every ticket refunded gives back what was paid", async () => {
    const { app, world, cashier } = state();
    await saveInsuranceLevy(app, world, 1_000);
    const booking = await sellConfirmed<Sold>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Sari",
      passengers: [adult(world.adultPrice, "Sari"), adult(world.adultPrice, "Sari Jr")],
      payment: { method: "tunai", amount: 2 * ADULT + 2_000 },
    });
    await cancelledAndPast(world.schedule.id);
    const requester = await staffCaller(app, REQUESTER);
    const approver = await staffCaller(app, APPROVER);
    let returned = 0;
    for (const ticket of booking.tickets.passenger_tickets) {
      const answer = await requester.call("POST", "/refunds", {
        booking_id: booking.id,
        tickets: [penumpang(ticket)],
        alasan: "Jadwal dibatalkan: cuaca buruk",
      });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().data).toMatchObject({ jumlah_refund: ADULT + 1_000, potongan: 0 });
      const refund = answer.json().data as { id: number; jumlah_refund: number };
      const approved = await approver.call("POST", `/refunds/${refund.id}/approve`, { method: "tunai" });
      expect(approved.statusCode, approved.body).toBe(200);
      returned += refund.jumlah_refund;
    }
    expect(returned).toBe(2 * ADULT + 2_000);
  });

  it("credits an agent's sale back to the agent's ledger in full", async () => {
    const { app, world } = state();
    const { agent, booking } = await agentSale(app, world.schedule.id, 50_000, [
      adult(world.adultPrice),
      adult(world.adultPrice, "Siti"),
    ]);
    await cancelledAndPast(world.schedule.id);
    const refund = await requestAll(booking);
    const approver = await staffCaller(app, APPROVER);
    const approved = await approver.call("POST", `/refunds/${refund.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.method).toBe("saldo_agen");
    expect((await agent.call("GET", "/agents/me")).json().data.saldo).toBe(50_000);
    const ledger = (await agent.call("GET", "/agents/ledger?jenis=refund")).json().data;
    expect(ledger[0]).toMatchObject({ jenis: "refund", amount: 2 * ADULT });
  });

  it("approves in bulk, each refund on its own, and answers per refund", async () => {
    const { app, world } = state();
    const first = await sold(world.schedule.id, "Ani");
    const second = await sold(world.schedule.id, "Banu");
    const elsewhere = await sailingOf(world, 72);
    const normal = await sold(elsewhere.id, "Citra");
    await cancelledAndPast(world.schedule.id);
    const [a, b, c] = [await requestAll(first), await requestAll(second), await requestAll(normal)];
    const approver = await staffCaller(app, APPROVER);
    const answer = await approver.call("POST", "/refunds/approve-bulk", {
      ids: [a?.id, c?.id, b?.id],
      method: "transfer",
      reference: "MASSAL-1",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe("2 refund disetujui, 1 gagal");
    expect(answer.json().data).toEqual({
      disetujui: 2,
      gagal: 1,
      results: [
        {
          id: a?.id,
          disetujui: true,
          booking_code: first.booking_code,
          jumlah_refund: 2 * ADULT,
          message: "Refund disetujui",
        },
        {
          id: c?.id,
          disetujui: false,
          booking_code: null,
          jumlah_refund: null,
          message: "Persetujuan massal hanya untuk refund dari jadwal yang dibatalkan operator",
        },
        {
          id: b?.id,
          disetujui: true,
          booking_code: second.booking_code,
          jumlah_refund: 2 * ADULT,
          message: "Refund disetujui",
        },
      ],
    });
    const again = await approver.call("POST", "/refunds/approve-bulk", { ids: [a?.id], method: "transfer" });
    expect(again.json().data.results[0]).toMatchObject({
      disetujui: false,
      message: "Refund ini sudah diproses",
    });
    const empty = await approver.call("POST", "/refunds/approve-bulk", { ids: [] });
    expect(empty.statusCode).toBe(422);
    const requester = await staffCaller(app, REQUESTER);
    const refused = await requester.call("POST", "/refunds/approve-bulk", { ids: [c?.id], method: "tunai" });
    expect(refused.json().data.results[0]).toMatchObject({ disetujui: false });
    const ticket = await app.database.db
      .select({ status: passengerTickets.status_tiket })
      .from(passengerTickets)
      .where(eq(passengerTickets.booking_id, normal.id));
    expect(ticket.map((row) => row.status)).toEqual(["aktif", "aktif"]);
  });

  it("moves a booking off a cancelled sailing without fee or price difference, its prices kept", async () => {
    const { app, world } = state();
    const booking = await sold(world.schedule.id, "Dewi");
    await world.api.create("/ticket-prices", {
      route_id: world.route.id,
      cargo_type_id: world.adult.id,
      harga: 15_000,
      berlaku_mulai: "2026-01-02",
    });
    const target = await sailingOf(world, 96);
    await cancelledAndPast(world.schedule.id);
    const desk = await staffCaller(app, ["view booking", "edit booking"]);
    const moved = await desk.call("POST", `/bookings/${booking.id}/reschedule`, {
      to_schedule_id: target.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ biaya: 0, selisih_harga: 0, total_bayar: 0 });
    const after = await desk.call("GET", `/bookings/${booking.id}`);
    expect(after.json().data).toMatchObject({ schedule: { id: target.id }, total_harga: 2 * ADULT });
    expect(after.json().data.passengers.map((person: { harga: number }) => person.harga)).toEqual([
      ADULT,
      ADULT,
    ]);
  });
});
