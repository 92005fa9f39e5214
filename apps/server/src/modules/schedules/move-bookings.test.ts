import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { notices } from "../../db/schema/notices";
import { reschedules } from "../../db/schema/operations";
import { scheduleQuotas } from "../../db/schema/schedules";
import { adult, sailingOf, sellConfirmed, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { reverseRoute } from "../../test/voyage-fixtures";
import { ticketsOf } from "../tickets/test-fixtures";

const REASON = "Cuaca buruk: gelombang tinggi";
type Sold = { id: number; booking_code: string };

describe("moving the passengers of a cancelled sailing", () => {
  const state = useSaleWorld();

  /** Two confirmed bookings (two and one adults), the sailing cancelled, a target 72 hours ahead and a desk clerk. */
  async function cancelledWithBookings() {
    const { app, world, cashier } = state();
    const sell = (nama: string, people: number) =>
      sellConfirmed<Sold>(cashier, {
        schedule_id: world.schedule.id,
        pemesan_nama: nama,
        pemesan_email: `${nama.toLowerCase()}@example.com`,
        passengers: Array.from({ length: people }, (_, index) => adult(world.adultPrice, `${nama} ${index}`)),
        payment: { method: "tunai", amount: 11_400 * people },
      });
    const first = await sell("Budi", 2);
    const second = await sell("Siti", 1);
    await world.api.call("POST", `/schedules/${world.schedule.id}/cancel`, { alasan: REASON });
    const target = await sailingOf(world, 72);
    const desk = await staffCaller(app, ["view booking", "edit booking", "view cetak tiket"]);
    const left = async (scheduleId: number) => {
      const seats = (await world.api.call("GET", `/schedules/${scheduleId}`)).json().data.available_seats as {
        cargo_type: { id: number };
        sisa_kuota: number;
      }[];
      return seats.find((seat) => seat.cargo_type.id === world.adult.id)?.sisa_kuota;
    };
    return { app, world, first, second, target, desk, left };
  }

  it("moves every affected booking without a fee: seats, tickets re-issued, history, log and notices", async () => {
    const { app, world, first, second, target, desk, left } = await cancelledWithBookings();
    const oldQr = (await ticketsOf(desk, first.id)).passengers.map((ticket) => ticket.qr_data);
    const listed = (await desk.call("GET", `/schedules/${world.schedule.id}/affected-bookings`)).json().data;
    expect(listed.waiting.map((row: { booking_code: string }) => row.booking_code)).toEqual([
      first.booking_code,
      second.booking_code,
    ]);
    expect(listed.waiting[0].passengers).toEqual([
      { id: expect.any(Number), nama_lengkap: "Budi 0", kelas: "Dewasa", penumpang_kendaraan: false },
      { id: expect.any(Number), nama_lengkap: "Budi 1", kelas: "Dewasa", penumpang_kendaraan: false },
    ]);
    const targets = (await desk.call("GET", `/schedules/${world.schedule.id}/move-targets`)).json().data;
    expect(targets.map((row: { id: number }) => row.id)).toEqual([target.id]);

    const response = await desk.call("POST", `/schedules/${world.schedule.id}/move-bookings`, {
      target_schedule_id: target.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("2 booking dipindahkan");
    expect(response.json().data).toEqual({
      target_schedule_id: target.id,
      moved: [
        { booking_id: first.id, booking_code: first.booking_code },
        { booking_id: second.id, booking_code: second.booking_code },
      ],
      not_moved: [],
    });
    expect(await left(world.schedule.id)).toBe(100);
    expect(await left(target.id)).toBe(97);

    const after = (await desk.call("GET", `/bookings/${first.id}`)).json().data;
    expect(after).toMatchObject({
      status: "confirmed",
      total_harga: 22_800,
      total_dibayar: 22_800,
      terdampak_at: null,
    });
    expect(after.schedule.id).toBe(target.id);
    expect(after.payments).toHaveLength(1);
    expect(after.history.at(-1)).toMatchObject({
      username: desk.username,
      catatan: expect.stringMatching(
        /^Dipindah dari jadwal KTP-GLM .+ ke KTP-GLM .+ tanpa biaya: jadwal dibatalkan \(Cuaca buruk: gelombang tinggi\)$/,
      ),
    });
    const newQr = (await ticketsOf(desk, first.id)).passengers.map((ticket) => ticket.qr_data);
    expect(newQr.some((qr) => oldQr.includes(qr))).toBe(false);

    const [record] = await app.database.db
      .select()
      .from(reschedules)
      .where(eq(reschedules.booking_id, first.id));
    expect(record).toMatchObject({
      jenis: "pindah",
      alasan: REASON,
      biaya: 0,
      selisih_harga: 0,
      created_by: desk.id,
    });
    const logs = await app.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "booking.moved"), eq(activityLogs.user_id, desk.id)));
    expect(logs).toHaveLength(2);
    const sent = await app.database.db
      .select({ kind: notices.kind, recipient: notices.recipient })
      .from(notices)
      .where(eq(notices.booking_id, first.id))
      .orderBy(asc(notices.id));
    expect(sent.map((row) => row.kind)).toEqual([
      "booking_confirmed",
      "schedule_cancelled",
      "booking_moved",
      "booking_rescheduled",
    ]);

    const view = (await desk.call("GET", `/schedules/${world.schedule.id}/affected-bookings`)).json().data;
    expect(view.waiting).toEqual([]);
    expect(view.moved[0]).toMatchObject({
      booking_code: second.booking_code,
      to_schedule: { id: target.id },
    });
    const again = await desk.call("POST", `/schedules/${world.schedule.id}/move-bookings`, {
      target_schedule_id: target.id,
      booking_ids: [first.id],
    });
    expect(again.json().data.not_moved).toEqual([
      {
        booking_id: first.id,
        booking_code: first.booking_code,
        alasan: "Booking ini tidak terdampak pembatalan jadwal ini (sudah dipindah atau dibatalkan)",
      },
    ]);
  });

  it("leaves a booking that does not fit where it is and says why; moves the others", async () => {
    const { app, world, first, second, target, desk, left } = await cancelledWithBookings();
    // Two seats left on the target: the booking of two fits, the next one not.
    await app.database.db
      .update(scheduleQuotas)
      .set({ terjual: sql`${scheduleQuotas.kapasitas} - 2` })
      .where(
        and(eq(scheduleQuotas.schedule_id, target.id), eq(scheduleQuotas.cargo_type_id, world.adult.id)),
      );
    const response = await desk.call("POST", `/schedules/${world.schedule.id}/move-bookings`, {
      target_schedule_id: target.id,
    });
    expect(response.json().data.moved).toEqual([{ booking_id: first.id, booking_code: first.booking_code }]);
    expect(response.json().data.not_moved).toEqual([
      { booking_id: second.id, booking_code: second.booking_code, alasan: expect.stringMatching(/Dewasa/) },
    ]);
    expect(await left(target.id)).toBe(0);
    expect(await left(world.schedule.id)).toBe(99);
    const stayed = (await desk.call("GET", `/bookings/${second.id}`)).json().data;
    expect(stayed).toMatchObject({ terdampak_at: expect.any(String), schedule: { id: world.schedule.id } });
  });

  it("refuses a target of another route, the same sailing, a sailing not cancelled, and callers without edit booking", async () => {
    const { app, world, target, desk } = await cancelledWithBookings();
    const url = `/schedules/${world.schedule.id}/move-bookings`;
    const same = await desk.call("POST", url, { target_schedule_id: world.schedule.id });
    expect(same.json().errors).toEqual({
      target_schedule_id: ["Jadwal tujuan harus berbeda dari jadwal yang dibatalkan"],
    });
    const back = await reverseRoute(world, 50);
    const departure = new Date(Date.now() + 96 * 3_600_000);
    const otherRoute = await world.api.create("/schedules", {
      route_id: back.id,
      ship_id: world.ship.id,
      waktu_berangkat: departure.toISOString(),
      waktu_tiba: new Date(departure.getTime() + 50 * 60_000).toISOString(),
    });
    const other = await desk.call("POST", url, { target_schedule_id: otherRoute.id });
    expect(other.json().errors).toEqual({ target_schedule_id: ["Jadwal tujuan harus pada rute yang sama"] });
    const notCancelled = await desk.call("POST", `/schedules/${target.id}/move-bookings`, {
      target_schedule_id: world.schedule.id,
    });
    expect(notCancelled.statusCode).toBe(409);
    const viewer = await staffCaller(app, ["view booking"]);
    expect((await viewer.call("POST", url, { target_schedule_id: target.id })).statusCode).toBe(403);
  });
});
