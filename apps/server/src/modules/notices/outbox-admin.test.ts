import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { notices } from "../../db/schema/notices";
import { fonnteDoublesStoppedAfterEach } from "../../test/fonnte-double";
import { adult, sellConfirmed, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { deliverDue } from "./delivery";
import { recipientOf, useNoticeDelivery } from "./testing";

const VIEWER = ["view notifikasi"];
const EDITOR = ["view notifikasi", "edit notifikasi"];

describe("the outbox in the back office (/api/notices)", () => {
  const state = useSaleWorld();
  const { mailServer, delivery, outbox } = useNoticeDelivery(() => state().app);
  const fonnte = fonnteDoublesStoppedAfterEach();

  /** A confirmed counter sale to `email` and `telepon`: one e-mail and one WhatsApp notice. */
  const sale = (email: string, telepon?: string) => {
    const { world, cashier } = state();
    return sellConfirmed<{ booking_code: string }>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      pemesan_email: email,
      pemesan_telepon: telepon,
      passengers: [adult(world.adultPrice)],
      payment: { method: "tunai", amount: 11_400 },
    });
  };
  const lastLog = async () => {
    const [row] = await state().app.database.db.select().from(activityLogs).orderBy(desc(activityLogs.id));
    return row;
  };

  it("refuses staff without the permissions, in Indonesian", async () => {
    const { app } = state();
    const outsider = await staffCaller(app, ["view penjualan umum"]);
    const viewer = await staffCaller(app, VIEWER);
    for (const answer of [
      await outsider.call("GET", "/notices"),
      await viewer.call("POST", "/notices/1/resend"),
      await viewer.call("POST", "/notices/test", { channel: "email", recipient: "uji@contoh.id" }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe("Akses ditolak");
    }
  });

  it("lists notices newest first with their booking code, filtered by status, channel and search", async () => {
    const { app } = state();
    const first = await sale("budi@example.com", "081234567890");
    const second = await sale("sari@example.com");
    const viewer = await staffCaller(app, VIEWER);
    const list = async (query = "") => (await viewer.call("GET", `/notices${query}`)).json();

    const all = await list();
    expect(all.meta.total).toBe(3);
    expect(all.data.map((row: { recipient: string }) => row.recipient)).toEqual([
      "sari@example.com",
      "081234567890",
      "budi@example.com",
    ]);
    expect(all.data[0]).toMatchObject({
      channel: "email",
      status: "menunggu",
      attempts: 0,
      booking_code: second.booking_code,
      subject: `E-tiket booking ${second.booking_code}`,
    });

    const ids = (answer: { data: { recipient: string }[] }) => answer.data.map((row) => row.recipient);
    expect(ids(await list("?channel=whatsapp"))).toEqual(["081234567890"]);
    expect(ids(await list(`?search=${first.booking_code}`))).toEqual(["081234567890", "budi@example.com"]);
    expect(ids(await list("?search=SARI@"))).toEqual(["sari@example.com"]);
    expect((await list("?status=terkirim")).data).toEqual([]);
    expect((await list("?per_page=1&page=2")).meta).toMatchObject({ current_page: 2, last_page: 3 });

    const bad = await viewer.call("GET", "/notices?status=hilang");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual(["Status notifikasi tidak dikenal"]);
  });

  it("puts a failed notice back to menunggu with its attempts kept, logged; refuses the others", async () => {
    const { app } = state();
    await sale("budi@example.com");
    const db = app.database.db;
    const [notice] = await outbox();
    if (!notice) throw new Error("no notice");
    await db
      .update(notices)
      .set({ status: "gagal", attempts: 5, reason: "Gagal setelah 5 percobaan: timeout" })
      .where(eq(notices.id, notice.id));
    const editor = await staffCaller(app, EDITOR);

    const resent = await editor.call("POST", `/notices/${notice.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe("Notifikasi dijadwalkan untuk dikirim ulang");
    const [after] = await outbox();
    expect(after).toMatchObject({ status: "menunggu", attempts: 5, reason: null });
    expect(await lastLog()).toMatchObject({
      action: "notice.resent",
      subject_type: "notice",
      subject_id: String(notice.id),
      description: `Notifikasi #${notice.id} ke budi@example.com dikirim ulang`,
    });

    const again = await editor.call("POST", `/notices/${notice.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Hanya notifikasi yang gagal atau tidak dikirim yang dapat dikirim ulang",
    );
    const missing = await editor.call("POST", "/notices/999999/resend");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Notifikasi tidak ditemukan");
  });

  it("enqueues a test e-mail, logged, that the delivery job sends", async () => {
    const { app } = state();
    const editor = await staffCaller(app, EDITOR);
    const invalid = await editor.call("POST", "/notices/test", {
      channel: "email",
      recipient: "bukan-email",
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.recipient).toEqual(["Format email tidak valid"]);

    const queued = await editor.call("POST", "/notices/test", {
      channel: "email",
      recipient: " uji@contoh.id ",
    });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().message).toBe("Notifikasi tes dijadwalkan untuk dikirim");
    expect(await outbox()).toMatchObject([
      { kind: "test", channel: "email", recipient: "uji@contoh.id", status: "menunggu" },
    ]);
    expect(await lastLog()).toMatchObject({ action: "notice.test_sent", subject_type: "notice" });

    const server = await mailServer();
    expect(await deliverDue(delivery(server))).toBe(1);
    expect(server.received.map((mail) => [recipientOf(mail), mail.subject])).toEqual([
      ["uji@contoh.id", "Notifikasi tes"],
    ]);
    expect(server.received[0]?.text).toContain("Ini adalah notifikasi tes.");
  });

  it("enqueues a test WhatsApp to a phone number, sent through Fonnte", async () => {
    const { app } = state();
    const editor = await staffCaller(app, EDITOR);
    const invalid = await editor.call("POST", "/notices/test", { channel: "whatsapp", recipient: "08-abc" });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.recipient).toEqual([
      "Nomor telepon hanya angka, 8 sampai 15 digit, boleh diawali +",
    ]);
    const empty = await editor.call("POST", "/notices/test", { channel: "whatsapp", recipient: " " });
    expect(empty.json().errors.recipient).toEqual(["Nomor telepon wajib diisi"]);

    const queued = await editor.call("POST", "/notices/test", {
      channel: "whatsapp",
      recipient: "0812 3456-7890",
    });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(await outbox()).toMatchObject([{ kind: "test", channel: "whatsapp", recipient: "081234567890" }]);
    expect(await lastLog()).toMatchObject({
      action: "notice.test_sent",
      description: "Notifikasi tes WhatsApp ke 081234567890 dijadwalkan",
    });

    const double = await fonnte();
    expect(
      await deliverDue(delivery(null, { provider: "fonnte", token: "token-uji-123", url: double.url })),
    ).toBe(1);
    expect(double.requests.map((request) => request.fields.target)).toEqual(["081234567890"]);
    expect(double.requests[0]?.fields.message).toContain("pengiriman WhatsApp sudah berfungsi");
    expect((await outbox())[0]).toMatchObject({ status: "terkirim" });
  });
});
