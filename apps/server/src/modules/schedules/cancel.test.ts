import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { notices } from "../../db/schema/notices";
import { schedules } from "../../db/schema/schedules";
import { adult, CASHIER, FINANCE, sellConfirmed, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

const REASON = "Cuaca buruk: gelombang tinggi";

describe("cancelling a sailing", () => {
  const state = useSaleWorld();

  /** A confirmed sale (e-mail and WhatsApp) and an unpaid one (waiting for payment) on the world's sailing. */
  async function sales() {
    const { world, cashier } = state();
    const confirmed = await sellConfirmed<{ id: number; booking_code: string }>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      pemesan_email: "budi@example.com",
      pemesan_telepon: "081234567890",
      passengers: [adult(world.adultPrice), adult(world.adultPrice, "Siti Aminah")],
      payment: { method: "tunai", amount: 22_800 },
    });
    const unpaid = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Belum Bayar",
      pemesan_email: "belum@example.com",
      passengers: [adult(world.adultPrice, "Belum Bayar")],
    });
    expect(unpaid.json().data.status).toBe("waiting_payment");
    return { confirmed, unpaid: unpaid.json().data as { id: number; booking_code: string } };
  }

  /** An expedition request for a truck, waiting for its space to be approved (no seats taken yet). */
  async function expeditionRequest() {
    const { app, world } = state();
    const clerk = await staffCaller(app, ["view penjualan ekspedisi", "create penjualan ekspedisi"]);
    const company = await world.api.create("/expedition-companies", { nama: "PT Lintas", status: "Aktif" });
    const vehicle = { nomor_kendaraan: "L 9000 UX", nama_pemilik: "PT Lintas", tipe_tiket: "muat" };
    return clerk.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "PT Lintas",
      expedition_company_id: company.id,
      vehicles: [{ ticket_price_id: world.carPrice, ...vehicle }],
    });
  }

  it("cancels in one go: reason, who and when; unpaid bookings cancelled, paid ones affected, logged", async () => {
    const { app, world } = state();
    const { confirmed, unpaid } = await sales();
    expect(await world.seatsLeft(world.adult.id)).toBe(97);
    const planner = await staffCaller(app, ["view jadwal", "edit jadwal", "view booking"]);
    const response = await planner.call("POST", `/schedules/${world.schedule.id}/cancel`, { alasan: REASON });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe("Jadwal berhasil dibatalkan");
    expect(answer.data).toMatchObject({
      schedule: { status: "batal", alasan_batal: REASON },
      dibatalkan: [unpaid.booking_code],
      terdampak: [confirmed.booking_code],
      menunggu_verifikasi: [],
    });
    expect(answer.data.schedule.dibatalkan_at).toEqual(expect.any(String));
    // The unpaid booking's seat is back; the paid ones stay held (money and passengers kept).
    expect(await world.seatsLeft(world.adult.id)).toBe(98);

    const kept = (await planner.call("GET", `/bookings/${confirmed.id}`)).json().data;
    expect(kept).toMatchObject({ status: "confirmed", total_dibayar: 22_800 });
    expect(kept.terdampak_at).toEqual(expect.any(String));
    expect(kept.tickets.passenger_tickets.map((t: { status_tiket: string }) => t.status_tiket)).toEqual([
      "aktif",
      "aktif",
    ]);
    expect(kept.history.at(-1)).toMatchObject({
      username: planner.username,
      catatan: expect.stringMatching(/^Jadwal KTP-GLM .+ dibatalkan: Cuaca buruk: gelombang tinggi$/),
    });
    const gone = (await planner.call("GET", `/bookings/${unpaid.id}`)).json().data;
    expect(gone.status).toBe("cancel");

    const [log] = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "schedule.cancelled"));
    expect(log).toMatchObject({ user_id: planner.id, subject_id: String(world.schedule.id) });
    expect(log?.description).toMatch(/dibatalkan: Cuaca buruk: gelombang tinggi \(1 booking terdampak/);

    const twice = await planner.call("POST", `/schedules/${world.schedule.id}/cancel`, { alasan: REASON });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Jadwal ini sudah dibatalkan");
  });

  it("stops sales at once on every channel, with the reason in Indonesian", async () => {
    const { app, world, cashier } = state();
    const request = await expeditionRequest();
    expect(request.json().data.space_status).toBe("menunggu");
    await world.api.call("POST", `/schedules/${world.schedule.id}/cancel`, { alasan: REASON });
    const agent = await staffCaller(app, ["view menu agen", "view booking agen", "create booking agen"], {
      tipe_pengguna: "agen",
    });
    for (const seller of [cashier, agent]) {
      const sale = await seller.call("POST", "/bookings", {
        schedule_id: world.schedule.id,
        pemesan_nama: "Terlambat",
        passengers: [adult(world.adultPrice)],
      });
      expect(sale.statusCode).toBe(422);
      expect(sale.json().errors.schedule_id).toEqual(["Jadwal sudah dibatalkan, tidak dapat dijual"]);
    }
    // The waiting expedition request was cancelled with the sailing: its space can no longer be approved.
    const expedition = (await world.api.call("GET", `/bookings/${request.json().data.id}`)).json().data;
    expect(expedition).toMatchObject({ status: "cancel", space_status: "ditolak" });
  });

  it("refuses seats taken for a sailing cancelled meanwhile (space approval after the plan was read)", async () => {
    const { app, world } = state();
    const request = await expeditionRequest();
    // As a cancel that committed between the request and its approval leaves it (status only).
    await app.database.db
      .update(schedules)
      .set({ status: "batal" })
      .where(eq(schedules.id, world.schedule.id));
    const finance = await staffCaller(app, FINANCE);
    const approved = await finance.call("POST", `/bookings/${request.json().data.id}/space/approve`, {
      on_credit: false,
    });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe("Jadwal sudah dibatalkan, tidak dapat dijual");
    expect(await world.seatsLeft(world.car.id)).toBe(20);
  });

  it("refuses a status change to batal on a sailing with sales (409, pointing to cancel), and undoing a cancel", async () => {
    const { world } = state();
    await sales();
    const patched = await world.api.call("PATCH", `/schedules/${world.schedule.id}/status`, {
      status: "batal",
    });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().message).toMatch(
      /gunakan 'Batalkan jadwal' \(POST \/api\/schedules\/\{id\}\/cancel\)/,
    );
    await world.api.call("POST", `/schedules/${world.schedule.id}/cancel`, { alasan: REASON });
    const restored = await world.api.call("PATCH", `/schedules/${world.schedule.id}/status`, {
      status: "terjadwal",
    });
    expect(restored.statusCode).toBe(409);
    expect(restored.json().message).toBe(
      "Jadwal yang dibatalkan oleh operator tidak dapat diaktifkan kembali; buat jadwal baru.",
    );
  });

  it("needs edit jadwal and a reason", async () => {
    const { app, world } = state();
    const viewer = await staffCaller(app, ["view jadwal"]);
    const url = `/schedules/${world.schedule.id}/cancel`;
    expect((await viewer.call("POST", url, { alasan: REASON })).statusCode).toBe(403);
    const empty = await world.api.call("POST", url, { alasan: "  " });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ alasan: ["Alasan pembatalan wajib diisi"] });
  });

  it("tells every buyer with an e-mail or WhatsApp number, with the reason and the choices", async () => {
    const { app, world } = state();
    const { confirmed, unpaid } = await sales();
    await world.api.call("POST", `/schedules/${world.schedule.id}/cancel`, { alasan: REASON });
    const rows = await app.database.db
      .select()
      .from(notices)
      .where(eq(notices.kind, "schedule_cancelled"))
      .orderBy(asc(notices.id));
    expect(rows.map((row) => [row.booking_id, row.channel, row.recipient])).toEqual([
      [confirmed.id, "email", "budi@example.com"],
      [confirmed.id, "whatsapp", "081234567890"],
      [unpaid.id, "email", "belum@example.com"],
    ]);
    expect(rows[0]?.subject).toBe(`Jadwal booking ${confirmed.booking_code} dibatalkan`);
    const content = JSON.stringify(rows[0]?.payload);
    expect(content).toContain(REASON);
    expect(content).toContain("refund penuh tanpa potongan");
    expect(content).toContain("tanpa biaya");
    expect(JSON.stringify(rows[2]?.payload)).toContain("ikut dibatalkan; tidak ada yang perlu dibayar");
  });

  it("shows the cancellation and its reason publicly and in the booking check", async () => {
    const { app, world } = state();
    const { confirmed } = await sales();
    await world.api.call("POST", `/schedules/${world.schedule.id}/cancel`, { alasan: REASON });
    const publicGet = (url: string) => app.inject({ method: "GET", url: `/api/public${url}` });
    const list = (await publicGet("/schedules/available")).json().data;
    expect(list).toMatchObject([{ id: world.schedule.id, status: "batal", alasan_batal: REASON }]);
    const detail = await publicGet(`/schedules/${world.schedule.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ status: "batal", alasan_batal: REASON });
    const check = (await publicGet(`/bookings/check/${confirmed.booking_code}`)).json().data;
    expect(check).toMatchObject({ status: "confirmed", schedule: { status: "batal", alasan_batal: REASON } });
  });

  it("keeps a booking whose transfer waits for verification, for finance to decide", async () => {
    const { app, world } = state();
    const cashier = await staffCaller(app, CASHIER);
    const transfer = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Sudah Transfer",
      passengers: [adult(world.adultPrice)],
      payment: { method: "transfer", amount: 11_400 },
    });
    const booking = transfer.json().data;
    const response = await world.api.call("POST", `/schedules/${world.schedule.id}/cancel`, {
      alasan: REASON,
    });
    expect(response.json().data.menunggu_verifikasi).toEqual([booking.booking_code]);
    const after = (await world.api.call("GET", `/bookings/${booking.id}`)).json().data;
    expect(after).toMatchObject({ status: "waiting_payment", terdampak_at: expect.any(String) });
    const [payment] = after.payments;
    expect(payment.status).toBe("menunggu");
    const history = await app.database.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, "booking.cancelled"), eq(activityLogs.subject_id, String(booking.id))),
      );
    expect(history).toEqual([]);
  });
});
