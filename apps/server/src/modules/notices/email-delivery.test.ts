import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { noticeAttempts, notices } from "../../db/schema/notices";
import { adult, sellConfirmed, useSaleWorld } from "../../test/sales-fixtures";
import { inspectPdf, ticketSecrets } from "../documents/index";
import { deliverDue } from "./delivery";
import { recipientOf, TEST_PUBLIC_URL, useNoticeDelivery } from "./testing";

describe("e-mail notices through the outbox", () => {
  const state = useSaleWorld();
  const { mailServer, delivery, outbox } = useNoticeDelivery(() => state().app);

  /** A counter sale paid in cash (confirmed at once) for one adult, with the buyer's e-mail. */
  async function counterSale(email: string | undefined, pemesan_nama = "Budi Santoso") {
    const { world, cashier } = state();
    return sellConfirmed<{
      id: number;
      booking_code: string;
      schedule: { waktu_berangkat: string; route: { port_origin: { zona_waktu: string } } };
    }>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama,
      pemesan_email: email,
      passengers: [adult(world.adultPrice)],
      payment: { method: "tunai", amount: 11_400 },
    });
  }

  const attemptsOf = (noticeId: number) =>
    state()
      .app.database.db.select()
      .from(noticeAttempts)
      .where(eq(noticeAttempts.notice_id, noticeId))
      .orderBy(asc(noticeAttempts.attempt));

  it("sends the confirmation of a counter sale with the booking and tickets PDFs", async () => {
    const server = await mailServer();
    const booking = await counterSale("budi@example.com", "Budi <Santoso> & Co");
    const code = booking.booking_code;
    const [queued] = await outbox();
    expect(queued).toMatchObject({
      kind: "booking_confirmed",
      channel: "email",
      recipient: "budi@example.com",
      subject: `E-tiket booking ${code}`,
      booking_id: booking.id,
      status: "menunggu",
      attempts: 0,
    });

    expect(await deliverDue(delivery(server))).toBe(1);

    expect(server.received).toHaveLength(1);
    const mail = server.received[0];
    expect(mail?.subject).toBe(`E-tiket booking ${code}`);
    expect(mail?.from?.text).toBe(`"PT Kapal Uji" <tiket@kapal.example>`);
    expect(recipientOf(mail)).toBe("budi@example.com");
    expect(mail?.messageId).toBe(`<notice-${queued?.id}@kapal.example>`);
    const origin = booking.schedule.route.port_origin.zona_waktu;
    const departure = formatZonedDateTime(booking.schedule.waktu_berangkat, origin);
    expect(mail?.text).toContain(`Halo Budi <Santoso> & Co,`);
    expect(mail?.text).toContain(`Keberangkatan: ${departure}`);
    expect(mail?.text).toContain(`Cek booking: ${TEST_PUBLIC_URL}/cek-booking?code=${code}`);
    expect(mail?.html).toContain("Halo Budi &lt;Santoso&gt; &amp; Co,");
    expect(mail?.html).not.toContain("<Santoso>");
    expect(mail?.html).toContain(`href="${TEST_PUBLIC_URL}/cek-booking?code=${code}"`);
    const pdfs = (mail?.attachments ?? []).filter((file) => file.contentType === "application/pdf");
    expect(pdfs.map((file) => file.filename)).toEqual([`booking-${code}.pdf`, `tiket-${code}.pdf`]);
    for (const pdf of pdfs) expect(pdf.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const [bookingDocument, ticketsDocument] = await Promise.all(pdfs.map((pdf) => inspectPdf(pdf.content)));
    expect(bookingDocument?.pages[0]?.text).toContain(code);
    const secrets = await ticketSecrets(state().app.database.db, booking.id);
    expect(ticketsDocument?.qrCodes).toEqual([...secrets.values()]);
    expect(mail?.text).not.toContain([...secrets.values()][0]);

    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: "terkirim", attempts: 1, reason: null, claimed_at: null });
    expect(sent?.provider_message_id).toBe(mail?.messageId);
    expect(sent?.sent_at).toBeInstanceOf(Date);
    const attempts = await attemptsOf(sent?.id ?? 0);
    expect(attempts).toMatchObject([
      { attempt: 1, outcome: "terkirim", provider_message_id: mail?.messageId },
    ]);
  });

  it("puts nothing in the outbox for a sale without an e-mail address", async () => {
    await counterSale(undefined);
    expect(await outbox()).toEqual([]);
  });

  it("leaves the notice 'tidak dikirim: SMTP belum diatur' when SMTP is not set", async () => {
    await counterSale("budi@example.com");
    expect(await deliverDue(delivery(null))).toBe(1);
    const [notice] = await outbox();
    expect(notice).toMatchObject({ status: "tidak_dikirim", reason: "SMTP belum diatur", attempts: 0 });
    expect(await deliverDue(delivery(null))).toBe(0);
  });

  it("retries after the mail server was down and delivers the notice once", async () => {
    const server = await mailServer();
    const context = delivery(server);
    await counterSale("satu@example.com");
    expect(await deliverDue(context)).toBe(1);
    expect(server.received).toHaveLength(1);

    await server.stop();
    await counterSale("dua@example.com");
    const now = new Date();
    expect(await deliverDue(context, now)).toBe(1);
    const [, failed] = await outbox();
    expect(failed).toMatchObject({ status: "menunggu", attempts: 1 });
    expect(failed?.reason).toMatch(/^Percobaan 1 gagal: .*ECONNREFUSED/);
    expect(failed?.next_attempt_at.getTime()).toBe(now.getTime() + 60_000);
    expect(await deliverDue(context, new Date(now.getTime() + 30_000))).toBe(0);

    await server.start();
    expect(await deliverDue(context, new Date(now.getTime() + 61_000))).toBe(1);
    expect(await deliverDue(context, new Date(now.getTime() + 3_600_000))).toBe(0);
    expect(server.received.map(recipientOf)).toEqual(["satu@example.com", "dua@example.com"]);
    const attempts = await attemptsOf(failed?.id ?? 0);
    expect(attempts.map((row) => row.outcome)).toEqual(["gagal", "terkirim"]);
    expect((await outbox())[1]).toMatchObject({ status: "terkirim", attempts: 2, reason: null });
  });

  it("gives up after five attempts, waiting 1, 5, 15 and 60 minutes between them", async () => {
    const server = await mailServer();
    await server.stop();
    const context = delivery(server);
    await counterSale("budi@example.com");
    let at = Date.now();
    for (const wait of [1, 5, 15, 60]) {
      expect(await deliverDue(context, new Date(at))).toBe(1);
      expect(await deliverDue(context, new Date(at + wait * 60_000 - 1))).toBe(0);
      at += wait * 60_000;
    }
    expect(await deliverDue(context, new Date(at))).toBe(1);
    const [notice] = await outbox();
    expect(notice).toMatchObject({ status: "gagal", attempts: 5 });
    expect(notice?.reason).toMatch(/^Gagal setelah 5 percobaan: /);
    expect(await deliverDue(context, new Date(at + 86_400_000))).toBe(0);
  });

  it("delivers each notice once when two runs go at the same time", async () => {
    const server = await mailServer();
    for (const name of ["a", "b", "c"]) await counterSale(`${name}@example.com`);
    const context = delivery(server);
    const runs = await Promise.all([deliverDue(context), deliverDue(context)]);
    expect(runs[0] + runs[1]).toBe(3);
    const recipients = server.received.map(recipientOf);
    expect(recipients.sort()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    expect((await outbox()).map((row) => [row.status, row.attempts])).toEqual([
      ["terkirim", 1],
      ["terkirim", 1],
      ["terkirim", 1],
    ]);
  });

  it("sends again a notice whose process died mid-send, once its claim is older than the lease", async () => {
    const server = await mailServer();
    const context = delivery(server);
    await counterSale("budi@example.com");
    const { db } = state().app.database;
    const [notice] = await outbox();
    const claimedAt = new Date(Date.now() - 5 * 60_000);
    // What a process that died after claiming leaves behind.
    await db.update(notices).set({ status: "mengirim", claimed_at: claimedAt, attempts: 1 });
    await db
      .insert(noticeAttempts)
      .values({ notice_id: notice?.id ?? 0, attempt: 1, process_id: "mati:1", started_at: claimedAt });

    expect(await deliverDue(context)).toBe(0);
    expect(server.received).toHaveLength(0);
    expect(await deliverDue(context, new Date(claimedAt.getTime() + 15 * 60_000 + 1))).toBe(2);
    expect(server.received).toHaveLength(1);
    const attempts = await attemptsOf(notice?.id ?? 0);
    expect(attempts.map((row) => row.outcome)).toEqual(["terputus", "terkirim"]);
    expect((await outbox())[0]).toMatchObject({ status: "terkirim", attempts: 2 });
  });
});
