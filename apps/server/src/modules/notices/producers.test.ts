import { describe, expect, it } from "vitest";
import { createTestUser, signIn, TEST_PASSWORD } from "../../test/accounts";
import {
  adult,
  FINANCE,
  sailingOf,
  sellConfirmed,
  staffCaller,
  useSaleWorld,
} from "../../test/sales-fixtures";
import { inspectPdf, ticketSecrets } from "../documents/index";
import { deliverDue } from "./delivery";
import { recipientOf, useNoticeDelivery } from "./testing";

const REFUNDER = ["view refund penumpang", "create refund penumpang", "edit refund penumpang"];

describe("notices produced by the changes they announce", () => {
  const state = useSaleWorld();
  const { mailServer, delivery, outbox } = useNoticeDelivery(() => state().app);

  const confirmedSale = () => {
    const { world, cashier } = state();
    return sellConfirmed<{
      id: number;
      booking_code: string;
      tickets: { passenger_tickets: { id: number }[] };
    }>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      pemesan_email: "budi@example.com",
      passengers: [adult(world.adultPrice)],
      payment: { method: "tunai", amount: 11_400 },
    });
  };

  it("tells the buyer a rejected transfer with the reason, escaped in the HTML", async () => {
    const { app, world, cashier } = state();
    const server = await mailServer();
    const created = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Salah Transfer",
      pemesan_email: "salah@example.com",
      passengers: [adult(world.adultPrice)],
      payment: { method: "transfer", amount: 11_400 },
    });
    const booking = created.json().data;
    expect(await outbox()).toEqual([]);
    const finance = await staffCaller(app, FINANCE);
    const rejected = await finance.call(
      "POST",
      `/bookings/${booking.id}/payments/${booking.payments[0].id}/reject`,
      { catatan: "Bukti <tidak> terbaca" },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await outbox()).toMatchObject([{ kind: "payment_rejected", booking_id: booking.id }]);

    expect(await deliverDue(delivery(server))).toBe(1);
    const [mail] = server.received;
    expect(recipientOf(mail)).toBe("salah@example.com");
    expect(mail?.subject).toBe(`Pembayaran booking ${booking.booking_code} ditolak`);
    expect(mail?.text).toContain("Pembayaran transfer Rp 11.400");
    expect(mail?.text).toContain("Alasan: Bukti <tidak> terbaca");
    expect(mail?.html).toContain("Bukti &lt;tidak&gt; terbaca");
    expect(mail?.attachments).toEqual([]);
  });

  it("tells the buyer a refund decision; the confirmation not yet sent of the refunded booking is not sent", async () => {
    const { app } = state();
    const server = await mailServer();
    const booking = await confirmedSale();
    const staff = await staffCaller(app, REFUNDER);
    const ticket = booking.tickets.passenger_tickets[0]?.id ?? 0;
    const requested = await staff.call("POST", "/refunds", {
      booking_id: booking.id,
      tickets: [{ jenis: "penumpang", ticket_id: ticket }],
      alasan: "Batal berangkat",
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const approver = await staffCaller(app, REFUNDER);
    const approved = await approver.call("POST", `/refunds/${requested.json().data.id}/approve`, {
      method: "transfer",
      reference: "TRF-1",
    });
    expect(approved.statusCode, approved.body).toBe(200);

    expect(await deliverDue(delivery(server))).toBe(2);
    const [confirmation, refund] = await outbox();
    expect(confirmation).toMatchObject({ kind: "booking_confirmed", status: "tidak_dikirim" });
    expect(confirmation?.reason).toMatch(new RegExp(`^Booking ${booking.booking_code} tidak lagi berlaku`));
    expect(refund).toMatchObject({ kind: "refund_decided", status: "terkirim" });
    expect(server.received.map((mail) => mail.subject)).toEqual([
      `Refund booking ${booking.booking_code} disetujui`,
    ]);
    expect(server.received[0]?.text).toContain("Jumlah refund: Rp 8.550");
  });

  it("sends the new e-tickets after a reschedule", async () => {
    const { app, world } = state();
    const server = await mailServer();
    const booking = await confirmedSale();
    const target = await sailingOf(world, 72);
    const desk = await staffCaller(app, ["view booking", "edit booking"]);
    const moved = await desk.call("POST", `/bookings/${booking.id}/reschedule`, {
      to_schedule_id: target.id,
      method: "tunai",
    });
    expect(moved.statusCode, moved.body).toBe(200);

    expect(await deliverDue(delivery(server))).toBe(2);
    const rescheduled = server.received[1];
    expect(rescheduled?.subject).toBe(`Jadwal baru booking ${booking.booking_code}`);
    expect(rescheduled?.text).toContain("telah dipindah ke jadwal baru");
    const tickets = rescheduled?.attachments.find(
      (file) => file.filename === `tiket-${booking.booking_code}.pdf`,
    );
    const secrets = await ticketSecrets(app.database.db, booking.id);
    expect((await inspectPdf(tickets?.content ?? Buffer.alloc(0))).qrCodes).toEqual([...secrets.values()]);
  });

  it("tells an account holder that their password changed", async () => {
    const { app } = state();
    const server = await mailServer();
    const { username } = await createTestUser(app, { email: "pemilik@example.com" });
    const { authorization } = await signIn(app, username);
    const changed = await app.inject({
      method: "PUT",
      url: "/api/profile/password",
      headers: { authorization },
      payload: {
        current_password: TEST_PASSWORD,
        new_password: "baruSekali9",
        new_password_confirmation: "baruSekali9",
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await deliverDue(delivery(server))).toBe(1);
    const [mail] = server.received;
    expect(recipientOf(mail)).toBe("pemilik@example.com");
    expect(mail?.subject).toBe("Password akun Anda telah diubah");
    expect(mail?.text).toContain(`Password akun ${username} baru saja diubah.`);
  });
});
