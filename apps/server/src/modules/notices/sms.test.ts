import { describe, expect, it } from "vitest";
import { adult, sellConfirmed, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { zenzivaDoublesStoppedAfterEach } from "../../test/zenziva-double";
import { ticketSecrets } from "../documents/index";
import { deliverDue } from "./delivery";
import { TEST_PUBLIC_URL, useNoticeDelivery } from "./testing";

const KEYS = { userkey: "kunci-pengguna", passkey: "kunci-sandi" };

describe("SMS notices", () => {
  const state = useSaleWorld();
  const { delivery, outbox } = useNoticeDelivery(() => state().app);
  const zenziva = zenzivaDoublesStoppedAfterEach();

  /** A confirmed counter sale whose buyer gave only a phone number. */
  const sale = () => {
    const { world, cashier } = state();
    return sellConfirmed<{ id: number; booking_code: string }>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      pemesan_telepon: "0812-3456-7890",
      passengers: [adult(world.adultPrice)],
      payment: { method: "tunai", amount: 11_400 },
    });
  };
  const phoneNotice = async () => (await outbox()).find((notice) => notice.channel !== "email");

  it("sends the phone's notice by SMS through Zenziva when WhatsApp is not set, short and without secrets", async () => {
    const double = await zenziva();
    const booking = await sale();
    expect(await phoneNotice()).toMatchObject({ channel: "whatsapp", recipient: "0812-3456-7890" });

    const context = delivery(null, undefined, { provider: "zenziva", ...KEYS, url: double.url });
    expect(await deliverDue(context)).toBe(1);

    expect(double.requests).toHaveLength(1);
    const [request] = double.requests;
    expect(request?.path).toBe("/reguler/api/sendsms/");
    expect(request?.fields).toMatchObject({ ...KEYS, to: "0812-3456-7890" });
    const message = request?.fields.message ?? "";
    expect(message.split("\n")[0]).toBe(`E-tiket booking ${booking.booking_code}`);
    expect(message).toContain(`Cek booking: ${TEST_PUBLIC_URL}/cek-booking?code=${booking.booking_code}`);
    expect(message).not.toContain("*");
    expect(message.length).toBeLessThan(400);
    for (const secret of (await ticketSecrets(state().app.database.db, booking.id)).values()) {
      expect(message).not.toContain(secret);
    }
    expect(await phoneNotice()).toMatchObject({
      channel: "sms",
      status: "terkirim",
      attempts: 1,
      provider_message_id: "80367170",
    });
  });

  it("leaves SMS alone when WhatsApp is set: a phone gets one message", async () => {
    const double = await zenziva();
    await sale();
    const context = delivery(null, { provider: "log" }, { provider: "zenziva", ...KEYS, url: double.url });
    await deliverDue(context);
    expect(double.requests).toHaveLength(0);
    expect(await phoneNotice()).toMatchObject({ channel: "whatsapp", status: "terkirim" });
  });

  it("retries what Zenziva refuses, with its reason", async () => {
    const double = await zenziva();
    double.reply = {
      status: 200,
      body: { messageId: "", to: "081234567890", status: "0", text: "Saldo tidak cukup" },
    };
    await sale();
    const context = delivery(null, undefined, { provider: "zenziva", ...KEYS, url: double.url });
    const now = new Date();
    await deliverDue(context, now);
    expect(await phoneNotice()).toMatchObject({
      channel: "sms",
      status: "menunggu",
      attempts: 1,
      reason: "Percobaan 1 gagal: Zenziva: Saldo tidak cukup",
    });
    double.reply = null;
    await deliverDue(context, new Date(now.getTime() + 61_000));
    expect(await phoneNotice()).toMatchObject({ status: "terkirim", attempts: 2 });
  });

  it("is off when unset: a phone notice is 'tidak dikirim', a test SMS says SMS is not set", async () => {
    await sale();
    const editor = await staffCaller(state().app, ["view notifikasi", "edit notifikasi"]);
    const queued = await editor.call("POST", "/notices/test", {
      channel: "sms",
      recipient: "0812 3456 7890",
    });
    expect(queued.statusCode, queued.body).toBe(200);
    await deliverDue(delivery(null));
    expect((await outbox()).map((notice) => [notice.channel, notice.status, notice.reason])).toEqual([
      ["whatsapp", "tidak_dikirim", "Penyedia WhatsApp belum diatur"],
      ["sms", "tidak_dikirim", "Penyedia SMS belum diatur"],
    ]);
  });

  it("writes the SMS to the log with the log provider", async () => {
    await sale();
    await deliverDue(delivery(null, undefined, { provider: "log" }));
    const logged = await phoneNotice();
    expect(logged).toMatchObject({ channel: "sms", status: "terkirim" });
    expect(logged?.provider_message_id).toMatch(/^log-[0-9a-f-]{36}$/);
  });
});
