import { dayRange, formatZonedDateTime, instantToLocal } from "@ferry/shared/zoned-time";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { passengerTickets } from "../../db/schema/bookings";
import { adult, sailingOf, sellConfirmed, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { deliverDue } from "../notices/index";
import { recipientOf, useNoticeDelivery } from "../notices/testing";

const SCHEDULER = ["view jadwal", "edit jadwal"];
const WIB = "Asia/Jakarta";
const WITA = "Asia/Makassar";
type Booking = { id: number; booking_code: string; tickets: { passenger_tickets: { id: number }[] } };

describe("delaying a sailing (POST /api/schedules/{id}/delay)", () => {
  const state = useSaleWorld();
  const { mailServer, delivery, outbox } = useNoticeDelivery(() => state().app);

  const sale = (nama: string, email: string | null) => {
    const { world, cashier } = state();
    return sellConfirmed<Booking>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: nama,
      pemesan_email: email,
      passengers: [adult(world.adultPrice, nama)],
      payment: { method: "tunai", amount: 11_400 },
    });
  };
  /** 01.00 WIB the day after the sailing's own day: a delay past midnight. */
  const afterMidnight = () => {
    const departure = new Date(state().world.schedule.waktu_berangkat as string);
    const day = instantToLocal(departure, WIB).date;
    return new Date(dayRange(day, WIB).end.getTime() + 3_600_000);
  };

  it("moves both times, keeps every ticket valid for the new day, shows 'Ditunda' and tells every buyer", async () => {
    const { app, world } = state();
    const server = await mailServer();
    const first = await sale("Budi Santoso", "budi@example.com");
    const second = await sale("Tanpa Email", null);
    const expiredId = second.tickets.passenger_tickets[0]?.id ?? 0;
    await app.database.db
      .update(passengerTickets)
      .set({ status_tiket: "kadaluarsa" })
      .where(eq(passengerTickets.id, expiredId));
    const departure = afterMidnight();
    const scheduler = await staffCaller(app, SCHEDULER);
    const answer = await scheduler.call("POST", `/schedules/${world.schedule.id}/delay`, {
      waktu_berangkat_baru: departure.toISOString(),
      alasan: "Cuaca buruk: menunggu gelombang reda",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const shift = departure.getTime() - Date.parse(world.schedule.waktu_berangkat as string);
    const arrival = new Date(Date.parse(world.schedule.waktu_tiba as string) + shift);
    expect(answer.json().data).toMatchObject({
      waktu_berangkat: departure.toISOString(),
      waktu_tiba: arrival.toISOString(),
      waktu_berangkat_awal: world.schedule.waktu_berangkat,
      alasan_tunda: "Cuaca buruk: menunggu gelombang reda",
      status: "terjadwal",
    });

    const validUntil = dayRange(instantToLocal(departure, WIB).date, WIB).end;
    const tickets = await app.database.db.select().from(passengerTickets);
    expect(tickets.map((ticket) => [ticket.status_tiket, ticket.tanggal_kadaluarsa])).toEqual([
      ["aktif", validUntil],
      ["aktif", validUntil],
    ]);

    const shown = await app.inject({ method: "GET", url: `/api/public/schedules/${world.schedule.id}` });
    expect(shown.json().data).toMatchObject({
      waktu_berangkat: departure.toISOString(),
      waktu_berangkat_awal: world.schedule.waktu_berangkat,
      alasan_tunda: "Cuaca buruk: menunggu gelombang reda",
    });
    const checked = await app.inject({
      method: "GET",
      url: `/api/public/bookings/check/${first.booking_code}`,
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.schedule).toMatchObject({
      waktu_berangkat: departure.toISOString(),
      waktu_berangkat_awal: world.schedule.waktu_berangkat,
      alasan_tunda: "Cuaca buruk: menunggu gelombang reda",
    });

    const notices = (await outbox()).filter((notice) => notice.kind === "schedule_delayed");
    expect(notices.map((notice) => [notice.booking_id, notice.recipient])).toEqual([
      [first.id, "budi@example.com"],
    ]);
    await deliverDue(delivery(server));
    const mail = server.received.find((received) => received.subject?.includes("ditunda"));
    expect(recipientOf(mail)).toBe("budi@example.com");
    expect(mail?.subject).toBe(`Jadwal booking ${first.booking_code} ditunda`);
    expect(mail?.text).toContain(`Berangkat: ${formatZonedDateTime(departure, WIB)}`);
    expect(mail?.text).toContain(`Tiba: ${formatZonedDateTime(arrival, WITA)}`);
    expect(mail?.text).toContain(
      `Jadwal semula: ${formatZonedDateTime(world.schedule.waktu_berangkat as string, WIB)}`,
    );
    expect(mail?.text).toContain("Alasan: Cuaca buruk: menunggu gelombang reda");

    const [logged] = await app.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "schedule.delayed"), eq(activityLogs.user_id, scheduler.id)));
    expect(logged?.description).toContain("ditunda ke");
    expect(logged?.properties).toMatchObject({ bookings: 2, tickets: 2 });
  });

  it("keeps the first published departure through a second delay", async () => {
    const { app, world } = state();
    const scheduler = await staffCaller(app, SCHEDULER);
    const original = Date.parse(world.schedule.waktu_berangkat as string);
    for (const hours of [1, 3]) {
      const answer = await scheduler.call("POST", `/schedules/${world.schedule.id}/delay`, {
        waktu_berangkat_baru: new Date(original + hours * 3_600_000).toISOString(),
        alasan: `Tertunda ${hours} jam`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const shown = await scheduler.call("GET", `/schedules/${world.schedule.id}`);
    expect(shown.json().data).toMatchObject({
      waktu_berangkat: new Date(original + 3 * 3_600_000).toISOString(),
      waktu_berangkat_awal: world.schedule.waktu_berangkat,
      alasan_tunda: "Tertunda 3 jam",
    });
  });

  it("refuses a time that puts the ship on two sailings at once, naming the other sailing", async () => {
    const { app, world } = state();
    const next = await sailingOf(world, 50);
    const scheduler = await staffCaller(app, SCHEDULER);
    const answer = await scheduler.call("POST", `/schedules/${world.schedule.id}/delay`, {
      waktu_berangkat_baru: new Date(Date.parse(next.waktu_berangkat as string) - 10 * 60_000).toISOString(),
      alasan: "Kerusakan mesin",
    });
    expect(answer.statusCode).toBe(409);
    const other = formatZonedDateTime(next.waktu_berangkat as string, WIB);
    expect(answer.json().message).toBe(
      `Kapal KMP Uji sudah terjadwal pada KTP-GLM ${other}; jadwal ini akan bertabrakan`,
    );
    const unchanged = await scheduler.call("GET", `/schedules/${world.schedule.id}`);
    expect(unchanged.json().data.waktu_berangkat).toBe(world.schedule.waktu_berangkat);
  });

  it("refuses an earlier time, a delay beyond 72 hours, a cancelled sailing, bad input and a caller without the permission", async () => {
    const { app, world } = state();
    const scheduler = await staffCaller(app, SCHEDULER);
    const url = `/schedules/${world.schedule.id}/delay`;
    const at = (hours: number) =>
      new Date(Date.parse(world.schedule.waktu_berangkat as string) + hours * 3_600_000).toISOString();
    const earlier = await scheduler.call("POST", url, { waktu_berangkat_baru: at(-1), alasan: "x" });
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json().errors.waktu_berangkat_baru).toEqual([
      "Waktu berangkat baru harus setelah waktu berangkat saat ini",
    ]);
    const far = await scheduler.call("POST", url, { waktu_berangkat_baru: at(73), alasan: "x" });
    expect(far.statusCode).toBe(422);
    const empty = await scheduler.call("POST", url, { waktu_berangkat_baru: "besok", alasan: " " });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(["alasan", "waktu_berangkat_baru"]);
    const seller = await staffCaller(app, ["view jadwal"]);
    expect((await seller.call("POST", url, { waktu_berangkat_baru: at(1), alasan: "x" })).statusCode).toBe(
      403,
    );
    const missing = await scheduler.call("POST", "/schedules/999999/delay", {
      waktu_berangkat_baru: at(1),
      alasan: "x",
    });
    expect(missing.statusCode).toBe(404);
    await world.api.call("PATCH", `/schedules/${world.schedule.id}/status`, { status: "batal" });
    const cancelled = await scheduler.call("POST", url, { waktu_berangkat_baru: at(1), alasan: "x" });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe("Jadwal yang dibatalkan tidak dapat diubah");
  });
});
