import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { scheduleQuotas } from "../../db/schema/schedules";
import { adult, sailingOf, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

describe("reschedule", () => {
  const state = useSaleWorld();

  async function setup() {
    const { app, world, cashier } = state();
    const target = await sailingOf(world, 72);
    const sale = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      passengers: [adult(world.adultPrice), adult(world.adultPrice, "Siti Aminah")],
      payment: { method: "tunai", amount: 22_800 },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const desk = await staffCaller(app, ["view booking", "edit booking"]);
    const left = async (scheduleId: number) => {
      const seats = (await world.api.call("GET", `/schedules/${scheduleId}`)).json().data.available_seats as {
        cargo_type: { id: number };
        sisa_kuota: number;
      }[];
      return seats.find((seat) => seat.cargo_type.id === world.adult.id)?.sisa_kuota;
    };
    return { app, world, target, booking: sale.json().data, desk, left };
  }

  it("moves a booking with its seats, re-issues its tickets and records fee and payment", async () => {
    const { world, target, booking, desk, left } = await setup();
    const quote = await desk.call("POST", `/bookings/${booking.id}/reschedule/quote`, {
      to_schedule_id: target.id,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({ biaya: 10_000, selisih_harga: 0, total_bayar: 10_000 });
    const noMethod = await desk.call("POST", `/bookings/${booking.id}/reschedule`, {
      to_schedule_id: target.id,
    });
    expect(noMethod.statusCode).toBe(422);
    const moved = await desk.call("POST", `/bookings/${booking.id}/reschedule`, {
      to_schedule_id: target.id,
      method: "tunai",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await left(world.schedule.id)).toBe(100);
    expect(await left(target.id)).toBe(98);
    const after = (await desk.call("GET", `/bookings/${booking.id}`)).json().data;
    expect(after).toMatchObject({ status: "confirmed", total_harga: 32_800, total_dibayar: 32_800 });
    expect(after.schedule.id).toBe(target.id);
    const oldSecrets = booking.tickets.passenger_tickets.map((t: { id: number }) => t.id);
    expect(after.tickets.passenger_tickets.map((t: { id: number }) => t.id)).toEqual(oldSecrets);
    expect(after.payments.at(-1)).toMatchObject({ method: "tunai", amount: 10_000, status: "diterima" });
    // The history names both sailings (route, departure in the port's zone), never by their ids.
    const sailing = String.raw`[A-Z]+-[A-Z]+ \d{2}/\d{2}/\d{4} \d{2}\.\d{2} WIB`;
    expect(after.history.at(-1).catatan).toMatch(
      new RegExp(`^Reschedule dari jadwal ${sailing} ke ${sailing}$`),
    );
  });

  it("refuses a full target and changes nothing", async () => {
    const { app, world, target, booking, desk, left } = await setup();
    await app.database.db
      .update(scheduleQuotas)
      .set({ terjual: sql`${scheduleQuotas.kapasitas} - 1` })
      .where(eq(scheduleQuotas.schedule_id, target.id));
    const quote = await desk.call("POST", `/bookings/${booking.id}/reschedule/quote`, {
      to_schedule_id: target.id,
    });
    expect(quote.statusCode).toBe(409);
    const moved = await desk.call("POST", `/bookings/${booking.id}/reschedule`, {
      to_schedule_id: target.id,
      method: "tunai",
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe("QUOTA_EXCEEDED");
    expect(await left(world.schedule.id)).toBe(98);
    expect(await left(target.id)).toBe(1);
    const after = (await desk.call("GET", `/bookings/${booking.id}`)).json().data;
    expect(after).toMatchObject({ total_harga: 22_800 });
    expect(after.schedule.id).toBe(world.schedule.id);
    expect(after.payments).toHaveLength(1);
  });

  it("waits for a refund of the booking's tickets to be decided, then moves the rest", async () => {
    const { app, world, target, booking, desk, left } = await setup();
    const finance = await staffCaller(app, ["create refund penumpang", "edit refund penumpang"]);
    const [first] = booking.tickets.passenger_tickets as { id: number }[];
    const requested = await finance.call("POST", "/refunds", {
      booking_id: booking.id,
      tickets: [{ jenis: "penumpang", ticket_id: first?.id }],
      alasan: "Batal berangkat",
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const message =
      "Booking ini masih memiliki permintaan refund yang menunggu persetujuan. Setujui atau tolak refund tersebut sebelum reschedule.";
    for (const path of ["reschedule/quote", "reschedule"]) {
      const refused = await desk.call("POST", `/bookings/${booking.id}/${path}`, {
        to_schedule_id: target.id,
        method: "tunai",
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: "CONFLICT", message });
    }
    expect(await left(target.id)).toBe(100);
    const approver = await staffCaller(app, ["edit refund penumpang"]);
    const approved = await approver.call("POST", `/refunds/${requested.json().data.id}/approve`, {
      method: "tunai",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const moved = await desk.call("POST", `/bookings/${booking.id}/reschedule`, {
      to_schedule_id: target.id,
      method: "tunai",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect([await left(world.schedule.id), await left(target.id)]).toEqual([100, 99]);
  });

  it("refuses the same sailing, another route, and callers without edit booking", async () => {
    const { app, world, booking, desk } = await setup();
    const same = await desk.call("POST", `/bookings/${booking.id}/reschedule/quote`, {
      to_schedule_id: world.schedule.id,
    });
    expect(same.statusCode).toBe(422);
    const other = await staffCaller(app, ["view booking"]);
    expect(
      (await other.call("POST", `/bookings/${booking.id}/reschedule/quote`, { to_schedule_id: 1 }))
        .statusCode,
    ).toBe(403);
  });
});
