import { instantToLocal } from "@ferry/shared/zoned-time";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { passengerTickets, vehicleTickets } from "../../db/schema/bookings";
import { staffCaller } from "../../test/sales-fixtures";
import { expireDueTickets } from "./expiry-job";
import { scanBody, ticketsOf, useGateWorld } from "./test-fixtures";

describe("staff ticket operations", () => {
  const state = useGateWorld();

  it("lists a booking's tickets for the print desk and the gates, not for others", async () => {
    const { app, booking, tickets } = state();
    expect(tickets.passengers.map((ticket) => ticket.kode_tiket)).toEqual([
      `${booking.booking_code}-P01`,
      `${booking.booking_code}-P02`,
      `${booking.booking_code}-P03`,
    ]);
    expect(tickets.passengers.map((ticket) => ticket.nama)).toEqual([
      "Budi Hartono",
      "Rina Hartono",
      "Joko Sopir",
    ]);
    expect(tickets.vehicles[0]).toMatchObject({
      kode_tiket: `${booking.booking_code}-K01`,
      nama: "B 1234 KJA",
      keterangan: "Budi Hartono",
    });
    expect(tickets.passengers[0]?.qr_data).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const permissions of [["view cetak tiket"], ["view scan tiket"], ["view scan batal"]]) {
      const reader = await staffCaller(app, permissions);
      const answer = (await reader.call("GET", `/bookings/${booking.id}/tickets`)).json();
      expect(answer.data.print_available).toBe(true);
    }
    const cashierOnly = await staffCaller(app, ["view penjualan umum"]);
    expect((await cashierOnly.call("GET", `/bookings/${booking.id}/tickets`)).statusCode).toBe(403);
  });

  it("generates tickets once (idempotent) and only for a confirmed booking", async () => {
    const { app, officer, booking, world, cashier } = state();
    const db = app.database.db;
    await db.delete(passengerTickets).where(eq(passengerTickets.booking_id, booking.id));
    await db.delete(vehicleTickets).where(eq(vehicleTickets.booking_id, booking.id));
    const first = await officer.call("POST", `/bookings/${booking.id}/generate-tickets`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe("Tiket berhasil dibuat");
    const again = await officer.call("POST", `/bookings/${booking.id}/generate-tickets`);
    expect(again.json().message).toBe("Tiket sudah tersedia");
    expect(again.json().data.passenger_tickets).toEqual(first.json().data.passenger_tickets);
    expect(again.json().data.vehicle_tickets).toHaveLength(1);

    const unpaid = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Siti",
      passengers: [{ ticket_price_id: world.adultPrice, nama_lengkap: "Siti" }],
    });
    const refused = await officer.call("POST", `/bookings/${unpaid.json().data.id}/generate-tickets`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Tiket hanya dapat dibuat untuk booking yang sudah dikonfirmasi (status: Menunggu Pembayaran)",
    );
    expect((await officer.call("POST", "/bookings/999999/generate-tickets")).statusCode).toBe(404);
  });

  it("regenerates a QR: the old code stops working, the new one admits; logged without the secret", async () => {
    const { app, officer, world, tickets } = state();
    const ticket = tickets.vehicles[0];
    if (!ticket) throw new Error("no ticket");
    const response = await officer.call("POST", `/tickets/${ticket.id}/regenerate-qr`, {
      jenis: "kendaraan",
    });
    expect(response.statusCode, response.body).toBe(200);
    const fresh = response.json().data.qr_data as string;
    expect(fresh).not.toBe(ticket.qr_data);
    const old = await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(ticket.qr_data, world.schedule.id),
    );
    expect(old.json().data.result).toBe("tidak_dikenal");
    const now = await officer.call("POST", "/tickets/validate-qr", scanBody(fresh, world.schedule.id));
    expect(now.json().data.result).toBe("diterima");
    const again = await officer.call("POST", `/tickets/${ticket.id}/regenerate-qr`, { jenis: "kendaraan" });
    expect(again.statusCode).toBe(409);
    const logs = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "ticket.qr_regenerated"));
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toContain(fresh);
    // Without a kind the id is a passenger ticket's.
    const passenger = await officer.call("POST", `/tickets/${tickets.passengers[0]?.id}/regenerate-qr`);
    expect(passenger.statusCode, passenger.body).toBe(200);
    expect(passenger.json().data.jenis).toBe("penumpang");
  });

  it("checks QR generation without writing anything", async () => {
    const { officer } = state();
    const response = await officer.call("POST", "/tickets/test/qr-generation");
    expect(response.json().data).toMatchObject({
      ok: true,
      generated: 1000,
      distinct: true,
      bits: 128,
      length: 22,
    });
  });

  it("searches by name, code and plate, and counts by status", async () => {
    const { officer, world, tickets, booking } = state();
    const search = async (query: string) => (await officer.call("GET", `/tickets/search?${query}`)).json();
    expect((await search("search=rina")).data.map((row: { nama: string }) => row.nama)).toEqual([
      "Rina Hartono",
    ]);
    expect((await search("search=1234%20kja")).data.map((row: { jenis: string }) => row.jenis)).toEqual([
      "kendaraan",
    ]);
    const all = await search(`search=${booking.booking_code}&per_page=3&page=2`);
    expect(all.meta).toMatchObject({ total: 4, last_page: 2, current_page: 2 });
    expect(all.data.map((row: { kode_tiket: string }) => row.kode_tiket)).toEqual([
      `${booking.booking_code}-P03`,
    ]);
    // A whole ticket code, in any case, is that one ticket (by its unique index).
    const one = await search(`search=${booking.booking_code.toLowerCase()}-p02`);
    expect(one.data.map((row: { kode_tiket: string }) => row.kode_tiket)).toEqual([
      `${booking.booking_code}-P02`,
    ]);
    expect((await search("jenis=kendaraan&status=aktif")).meta.total).toBe(1);
    const codes = ["K01", "P01", "P02", "P03"].map((suffix) => `${booking.booking_code}-${suffix}`);
    for (const [sort, expected] of [
      ["sort_dir=asc", codes],
      ["sort_dir=desc", [...codes].reverse()],
    ] as const) {
      const pages = [];
      for (const page of [1, 2, 3, 4]) {
        pages.push(
          ...(await search(`${sort}&per_page=1&page=${page}`)).data.map(
            (row: { kode_tiket: string }) => row.kode_tiket,
          ),
        );
      }
      expect(pages).toEqual(expected);
    }
    expect((await officer.call("GET", "/tickets/search?status=hilang")).statusCode).toBe(422);

    await officer.call(
      "POST",
      "/tickets/validate-qr",
      scanBody(tickets.passengers[0]?.qr_data ?? "", world.schedule.id),
    );
    await officer.call("POST", "/tickets/validate-qr", scanBody("salah", world.schedule.id));
    const stats = (await officer.call("GET", `/tickets/stats?schedule_id=${world.schedule.id}`)).json().data;
    expect(stats.penumpang).toMatchObject({ aktif: 2, digunakan: 1, total: 3, terjual: 3 });
    expect(stats.kendaraan).toMatchObject({ aktif: 1, digunakan: 0, total: 1 });
    expect(stats.scans).toEqual({ diterima: 1, tidak_dikenal: 1 });
    const day = instantToLocal(new Date(world.schedule.waktu_berangkat as string), "Asia/Jakarta").date;
    const byDay = (await officer.call("GET", `/tickets/stats?date=${day}`)).json().data;
    expect(byDay).toMatchObject({ schedules: 1, date: day, penumpang: { digunakan: 1 } });
  });

  it("expires active tickets past their expiry in the job, logged as the system", async () => {
    const { app, officer, booking } = state();
    const db = app.database.db;
    await db
      .update(passengerTickets)
      .set({ tanggal_kadaluarsa: new Date(Date.now() - 1000) })
      .where(eq(passengerTickets.booking_id, booking.id));
    expect(await expireDueTickets(db)).toBe(3);
    expect(await expireDueTickets(db)).toBe(0);
    const after = await ticketsOf(officer, booking.id);
    expect(after.passengers.map((ticket) => ticket.status_tiket)).toEqual([
      "kadaluarsa",
      "kadaluarsa",
      "kadaluarsa",
    ]);
    expect(after.vehicles[0]?.status_tiket).toBe("aktif");
    const [log] = await db.select().from(activityLogs).where(eq(activityLogs.action, "ticket.expired"));
    expect(log).toMatchObject({
      username: "sistem",
      description: "3 tiket kadaluarsa (3 penumpang, 0 kendaraan)",
    });
  });
});
