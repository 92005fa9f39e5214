import { describe, expect, it } from "vitest";
import { fonnteDoublesStoppedAfterEach } from "../../test/fonnte-double";
import { adult, sellConfirmed, useSaleWorld } from "../../test/sales-fixtures";
import { ticketSecrets } from "../documents/index";
import { deliverDue } from "./delivery";
import { TEST_PUBLIC_URL, useNoticeDelivery } from "./testing";

const TOKEN = "token-perangkat-uji";

describe("WhatsApp notices", () => {
  const state = useSaleWorld();
  const { delivery, outbox } = useNoticeDelivery(() => state().app);
  const fonnte = fonnteDoublesStoppedAfterEach();

  /** A confirmed counter sale whose buyer gave a phone number (and an e-mail). */
  const sale = () => {
    const { world, cashier } = state();
    return sellConfirmed<{ id: number; booking_code: string }>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      pemesan_telepon: "081234567890",
      pemesan_email: "budi@example.com",
      passengers: [adult(world.adultPrice)],
      payment: { method: "tunai", amount: 11_400 },
    });
  };
  const whatsappNotice = async () => (await outbox()).find((notice) => notice.channel === "whatsapp");

  it("sends the booking code and the link through Fonnte, never a QR secret", async () => {
    const double = await fonnte();
    const booking = await sale();
    expect((await outbox()).map((notice) => [notice.channel, notice.recipient])).toEqual([
      ["email", "budi@example.com"],
      ["whatsapp", "081234567890"],
    ]);

    const context = delivery(null, { provider: "fonnte", token: TOKEN, url: double.url });
    expect(await deliverDue(context)).toBe(2);

    expect(double.requests).toHaveLength(1);
    const [request] = double.requests;
    expect(request?.path).toBe("/send");
    expect(request?.authorization).toBe(TOKEN);
    expect(request?.fields).toMatchObject({ target: "081234567890", countryCode: "62" });
    const message = request?.fields.message ?? "";
    expect(message).toContain(`*E-tiket booking ${booking.booking_code}*`);
    expect(message).toContain(`Cek booking: ${TEST_PUBLIC_URL}/cek-booking?code=${booking.booking_code}`);
    for (const secret of (await ticketSecrets(state().app.database.db, booking.id)).values()) {
      expect(message).not.toContain(secret);
    }
    expect(await whatsappNotice()).toMatchObject({ status: "terkirim", provider_message_id: "80367170" });
    expect((await outbox())[0]).toMatchObject({ channel: "email", status: "tidak_dikirim" });
  });

  it("retries what Fonnte refuses, with its reason", async () => {
    const double = await fonnte();
    double.reply = { status: 200, body: { reason: "token invalid", status: false } };
    await sale();
    const context = delivery(null, { provider: "fonnte", token: TOKEN, url: double.url });
    const now = new Date();
    await deliverDue(context, now);
    expect(await whatsappNotice()).toMatchObject({
      status: "menunggu",
      attempts: 1,
      reason: "Percobaan 1 gagal: Fonnte: token invalid",
    });
    double.reply = null;
    await deliverDue(context, new Date(now.getTime() + 61_000));
    expect(await whatsappNotice()).toMatchObject({ status: "terkirim", attempts: 2 });
    expect(double.requests).toHaveLength(2);
  });

  it("writes the message to the log with the log provider, and leaves it 'tidak dikirim' without one", async () => {
    await sale();
    await deliverDue(delivery(null));
    expect(await whatsappNotice()).toMatchObject({
      status: "tidak_dikirim",
      reason: "Penyedia WhatsApp belum diatur",
    });
    await sale();
    await deliverDue(delivery(null, { provider: "log" }));
    const logged = (await outbox()).filter((notice) => notice.channel === "whatsapp")[1];
    expect(logged?.status).toBe("terkirim");
    expect(logged?.provider_message_id).toMatch(/^log-[0-9a-f-]{36}$/);
  });
});
