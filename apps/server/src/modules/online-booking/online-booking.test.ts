import { ONLINE_BOOKING_MESSAGES } from "@ferry/shared/online-booking";
import { describe, expect, it } from "vitest";
import { FINANCE, staffCaller } from "../../test/sales-fixtures";
import { expireOverdue } from "../bookings/index";
import { bookingBody, useOnlineWorld } from "./fixtures";
import { customerCaller, sendProof, setOnline } from "./testing";

describe("online booking: the setting, the profile and the window", () => {
  const state = useOnlineWorld();

  it("refuses customer booking while the setting is off, and says so publicly", async () => {
    const { app, world } = state();
    const publicAnswer = await app.inject({ method: "GET", url: "/api/public/online-booking" });
    expect(publicAnswer.json()).toEqual({
      success: true,
      data: {
        enabled: false,
        hari_buka_penjualan: 60,
        tutup_menit_sebelum_berangkat: 60,
        batas_waktu_pembayaran_menit: 60,
      },
    });
    const customer = await customerCaller(app);
    const refused = await customer.call("POST", "/customer/bookings", bookingBody(world));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ONLINE_BOOKING_MESSAGES.disabled);
    const quote = await customer.call("POST", "/customer/bookings/quote", bookingBody(world));
    expect(quote.statusCode).toBe(403);
    // The staff sales route stays closed to customers whatever the setting.
    await setOnline(app);
    expect(
      (await customer.call("POST", "/bookings", { ...bookingBody(world), pemesan_nama: "X" })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/public/online-booking" })).json().data.enabled).toBe(
      true,
    );
  });

  it("asks for a complete profile first", async () => {
    const { app, world } = state();
    await setOnline(app);
    const customer = await customerCaller(app, { complete: false });
    const refused = await customer.call("POST", "/customer/bookings", bookingBody(world));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Lengkapi profil Anda sebelum memesan tiket");
  });

  it("sells only inside the window: opened N days ahead, closed M minutes before departure", async () => {
    const { app, world } = state();
    const customer = await customerCaller(app);
    await setOnline(app, { hari_buka_penjualan: 1 });
    const early = await customer.call("POST", "/customer/bookings", bookingBody(world));
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.schedule_id).toEqual([ONLINE_BOOKING_MESSAGES.notOpenYet(1)]);
    await setOnline(app, { tutup_menit_sebelum_berangkat: 49 * 60 });
    const late = await customer.call("POST", "/customer/bookings", bookingBody(world));
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(ONLINE_BOOKING_MESSAGES.closed(49 * 60));
  });

  it("creates a waiting online booking with the customer as buyer and the setting's deadline", async () => {
    const { app, world } = state();
    await setOnline(app, { batas_waktu_pembayaran_menit: 30 });
    const customer = await customerCaller(app);
    const quote = await customer.call(
      "POST",
      "/customer/bookings/quote",
      bookingBody(world, { passengers: 2 }),
    );
    expect(quote.statusCode).toBe(200);
    const before = Date.now();
    const made = await customer.call(
      "POST",
      "/customer/bookings",
      bookingBody(world, { passengers: 2, car: true }),
      {
        "idempotency-key": "online-create-1",
      },
    );
    expect(made.statusCode).toBe(201);
    const booking = made.json().data;
    expect(booking).toMatchObject({
      status: "waiting_payment",
      channel: "online",
      pemesan_email: customer.email,
      pemesan_telepon: "081234567890",
      kirim_etiket: true,
      can_cancel: true,
      can_upload_proof: true,
      can_correct: true,
      payment_instructions: {
        provider: "bank_transfer",
        amount: booking.total_harga,
        accounts: [
          { nama_bank: "Bank Mandiri", nomor_rekening: "1234567890", atas_nama: "PT Ferry Nusantara" },
        ],
      },
    });
    expect(booking.total_harga).toBeGreaterThan(quote.json().data.total_harga);
    const deadline = new Date(booking.expires_at).getTime();
    expect(deadline).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
    expect(await world.seatsLeft(world.adult.id)).toBe(100 - 3);
    const again = await customer.call(
      "POST",
      "/customer/bookings",
      bookingBody(world, { passengers: 2, car: true }),
      {
        "idempotency-key": "online-create-1",
      },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.booking_code).toBe(booking.booking_code);
  });
});

describe("online booking: own bookings only", () => {
  const state = useOnlineWorld();

  it("a customer sees and changes only their own bookings; another's is 404", async () => {
    const { app, world } = state();
    await setOnline(app);
    const alice = await customerCaller(app);
    const bob = await customerCaller(app);
    const code = (await alice.call("POST", "/customer/bookings", bookingBody(world))).json().data
      .booking_code;
    await bob.call("POST", "/customer/bookings", bookingBody(world));
    const list = (await alice.call("GET", "/customer/bookings")).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0].booking_code).toBe(code);
    expect(
      (await alice.call("GET", `/customer/bookings?code=${code.slice(0, 4)}&status=waiting_payment`)).json()
        .meta.total,
    ).toBe(1);
    expect((await alice.call("GET", "/customer/bookings?status=confirmed")).json().meta.total).toBe(0);
    expect((await alice.call("GET", "/customer/bookings?status=nope")).statusCode).toBe(422);
    expect((await alice.call("GET", `/customer/bookings/${code}`)).statusCode).toBe(200);

    const detail = (await alice.call("GET", `/customer/bookings/${code}`)).json().data;
    const passengerId = detail.passengers[0].id;
    for (const answer of [
      await bob.call("GET", `/customer/bookings/${code}`),
      await bob.call("POST", `/customer/bookings/${code}/cancel`),
      await bob.call("PUT", `/customer/bookings/${code}/passengers/${passengerId}`, {
        nama_lengkap: "Maling",
      }),
      await sendProof(app, bob, code),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe("Booking tidak ditemukan");
    }
    // A cashier's booking is nobody's online booking.
    const counter = await state().cashier.call("POST", "/bookings", {
      ...bookingBody(world),
      pemesan_nama: "Loket",
    });
    expect(
      (await alice.call("GET", `/customer/bookings/${counter.json().data.booking_code}`)).statusCode,
    ).toBe(404);
    // Staff cannot use the customer routes.
    expect((await state().cashier.call("GET", "/customer/bookings")).statusCode).toBe(403);
  });
});

describe("online booking: payment, approval and expiry", () => {
  const state = useOnlineWorld();

  it("a proof waits on the staff approval list; finance approves; tickets are issued", async () => {
    const { app, world } = state();
    await setOnline(app);
    const customer = await customerCaller(app);
    const finance = await staffCaller(app, [...FINANCE, "view penjualan umum"]);
    const made = (
      await customer.call("POST", "/customer/bookings", bookingBody(world, { passengers: 2 }))
    ).json().data;
    const sent = await sendProof(app, customer, made.booking_code);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      proof_waiting: true,
      can_cancel: false,
      can_upload_proof: false,
    });
    expect((await sendProof(app, customer, made.booking_code)).statusCode).toBe(409);

    const waiting = (await finance.call("GET", "/bookings?payment_status=menunggu")).json().data;
    expect(waiting.map((row: { booking_code: string }) => row.booking_code)).toContain(made.booking_code);
    const notes = (await finance.call("GET", "/notifications")).json().data;
    expect(JSON.stringify(notes)).toContain(made.booking_code);

    const staffView = (await finance.call("GET", `/bookings/${waiting[0].id}`)).json().data;
    const payment = staffView.payments[0];
    expect(payment).toMatchObject({ method: "transfer", status: "menunggu", amount: made.total_harga });
    expect(payment.bukti_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const approved = await finance.call(
      "POST",
      `/bookings/${staffView.id}/payments/${payment.id}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe("confirmed");

    const mine = (await customer.call("GET", `/customer/bookings/${made.booking_code}`)).json().data;
    expect(mine).toMatchObject({ status: "confirmed", print_available: true, can_cancel: false });
    expect(mine.tickets.passenger_tickets).toHaveLength(2);
    expect(mine.tickets.print_available).toBe(true);
  });

  it("expiry releases the seats of an unpaid online booking, but not of one with a proof waiting", async () => {
    const { app, world } = state();
    await setOnline(app, { batas_waktu_pembayaran_menit: 15 });
    const customer = await customerCaller(app);
    const unpaid = (
      await customer.call("POST", "/customer/bookings", bookingBody(world, { passengers: 3 }))
    ).json().data;
    const proofed = (
      await customer.call("POST", "/customer/bookings", bookingBody(world, { passengers: 2 }))
    ).json().data;
    await sendProof(app, customer, proofed.booking_code);
    expect(await world.seatsLeft(world.adult.id)).toBe(95);
    const db = app.database.db;
    expect(await expireOverdue(db, new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect(await expireOverdue(db, new Date(Date.now() + 16 * 60_000))).toBe(1);
    expect(await world.seatsLeft(world.adult.id)).toBe(98);
    const after = (await customer.call("GET", `/customer/bookings/${unpaid.booking_code}`)).json().data;
    expect(after).toMatchObject({ status: "cancel", can_upload_proof: false, can_cancel: false });
    expect(
      (await customer.call("GET", `/customer/bookings/${proofed.booking_code}`)).json().data.status,
    ).toBe("waiting_payment");
  });
});
