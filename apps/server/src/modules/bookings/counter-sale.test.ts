import { BOOKING_CODE_ALPHABET } from "@ferry/shared/bookings";
import { describe, expect, it } from "vitest";
import { adult, saveInsuranceLevy, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { expireOverdue } from "./actions";

const CODE = new RegExp(`^[${BOOKING_CODE_ALPHABET}]{8}$`);

describe("counter sales", () => {
  const state = useSaleWorld();

  it("sells 2 adults, a child and a golongan IV car with riders, paid in cash: confirmed with tickets", async () => {
    const { world, cashier } = state();
    const response = await cashier.call(
      "POST",
      "/bookings",
      {
        schedule_id: world.schedule.id,
        pemesan_nama: "Budi Santoso",
        passengers: [
          adult(world.adultPrice),
          adult(world.adultPrice, "Sari Dewi"),
          { ...adult(world.adultPrice, "Adi Santoso"), is_child: true, usia: 8 },
        ],
        vehicles: [
          {
            ticket_price_id: world.carPrice,
            nomor_kendaraan: "p 1234 ab",
            nama_pemilik: "Budi Santoso",
            tipe_tiket: "kosong",
            riders: [
              { nama_lengkap: "Joko Supir" },
              { nama_lengkap: "Rudi Kenek" },
              { nama_lengkap: "Wati Penumpang" },
              { nama_lengkap: "Bayi Wati", is_infant: true },
            ],
          },
        ],
        payment: { method: "tunai", amount: 245_600 },
      },
      { "idempotency-key": "kasir-0001-abcdef" },
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json().data;
    expect(booking.booking_code).toMatch(CODE);
    expect(booking.status).toBe("confirmed");
    expect(booking.status_label).toBe("Dikonfirmasi");
    // 3 passengers + the third rider at Rp 11.400; two riders free; the infant pays nothing.
    expect(booking.subtotal_penumpang).toBe(4 * 11_400);
    expect(booking.subtotal_kendaraan).toBe(200_000);
    expect(booking.total_harga).toBe(245_600);
    expect(booking.total_dibayar).toBe(245_600);
    expect(booking.vehicles[0].nomor_kendaraan).toBe("P 1234 AB");
    const riders = booking.passengers.filter(
      (person: { vehicle_id: number | null }) => person.vehicle_id !== null,
    );
    expect(riders.map((rider: { free_rider: boolean }) => rider.free_rider)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(riders[3]).toMatchObject({ is_infant: true, seat_taken: false, harga: 0 });
    expect(booking.passengers[2]).toMatchObject({ is_child: true, nama_lengkap: "Adi Santoso" });
    expect(booking.tickets.passenger_tickets).toHaveLength(7);
    expect(booking.tickets.vehicle_tickets).toHaveLength(1);
    expect(booking.tickets.passenger_tickets[0].status_tiket).toBe("aktif");
    expect(booking.history.map((entry: { to_status: string }) => entry.to_status)).toEqual([
      "pending",
      "waiting_payment",
      "paid",
      "confirmed",
    ]);
    expect(booking.history.every((entry: { username: string }) => entry.username === cashier.username)).toBe(
      true,
    );
    // Six people take seats (the infant does not), one car space.
    expect(await world.seatsLeft(world.adult.id)).toBe(94);
    expect(await world.seatsLeft(world.car.id)).toBe(19);
  });

  it("answers one booking for a double submission with the same Idempotency-Key", async () => {
    const { world, cashier } = state();
    const body = {
      schedule_id: world.schedule.id,
      pemesan_nama: "Sari",
      passengers: [adult(world.adultPrice)],
    };
    const headers = { "idempotency-key": "double-click-1234" };
    const [first, second] = await Promise.all([
      cashier.call("POST", "/bookings", body, headers),
      cashier.call("POST", "/bookings", body, headers),
    ]);
    const codes = new Set([first.json().data.booking_code, second.json().data.booking_code]);
    expect(codes.size).toBe(1);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(await world.seatsLeft(world.adult.id)).toBe(99);
    const list = await cashier.call("GET", "/bookings");
    expect(list.json().meta.total).toBe(1);
  });

  it("charges the loaded price for a `muat` vehicle", async () => {
    const { world, cashier } = state();
    const response = await cashier.call("POST", "/bookings/quote", {
      schedule_id: world.schedule.id,
      pemesan_nama: "PT Angkut",
      vehicles: [
        {
          ticket_price_id: world.carPrice,
          nomor_kendaraan: "L 1 AB",
          nama_pemilik: "PT Angkut",
          tipe_tiket: "muat",
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ subtotal_kendaraan: 230_000, total_harga: 230_000 });
  });

  it("applies the configured child and infant fares and the insurance levy as its own line", async () => {
    const { app, world, cashier } = state();
    await saveInsuranceLevy(app, world, 1_000);
    const response = await cashier.call("POST", "/bookings/quote", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Keluarga",
      passengers: [
        adult(world.adultPrice),
        { ...adult(world.adultPrice, "Anak"), usia: 7 },
        { ...adult(world.adultPrice, "Bayi"), usia: 1 },
      ],
    });
    // 11.400 + 5.700 + 1.140, and the levy for the two who take a seat.
    expect(response.json().data).toMatchObject({
      subtotal_penumpang: 18_240,
      biaya_komponen: 2_000,
      total_harga: 20_240,
    });
  });

  it("keeps an unpaid sale waiting for payment until its time runs out, then gives the seats back", async () => {
    const { world, cashier } = state();
    const created = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Belum Bayar",
      passengers: [adult(world.adultPrice), adult(world.adultPrice, "Dua")],
    });
    const booking = created.json().data;
    expect(booking.status).toBe("waiting_payment");
    const deadline = Date.parse(booking.expires_at) - Date.now();
    expect(deadline).toBeGreaterThan(59 * 60_000);
    expect(deadline).toBeLessThanOrEqual(60 * 60_000);
    expect(await world.seatsLeft(world.adult.id)).toBe(98);

    expect(await expireOverdue(state().app.database.db, new Date(Date.now() + 30 * 60_000))).toBe(0);
    expect(await expireOverdue(state().app.database.db, new Date(Date.now() + 61 * 60_000))).toBe(1);
    const after = (await cashier.call("GET", `/bookings/${booking.id}`)).json().data;
    expect(after.status).toBe("cancel");
    expect(after.history.at(-1)).toMatchObject({
      to_status: "cancel",
      username: "sistem",
      catatan: "Batas waktu pembayaran habis",
    });
    expect(await world.seatsLeft(world.adult.id)).toBe(100);
  });

  it("takes a transfer for approval; finance approves it and the booking is confirmed", async () => {
    const { app, world, cashier } = state();
    const created = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Transfer",
      passengers: [adult(world.adultPrice)],
      payment: {
        method: "transfer",
        amount: 11_400,
        reference: "BCA 998877",
        bukti_url: "/uploads/bukti.png",
      },
    });
    const booking = created.json().data;
    expect(booking.status).toBe("waiting_payment");
    expect(booking.payments[0]).toMatchObject({ status: "menunggu", status_label: "Menunggu Verifikasi" });
    const waiting = await cashier.call("GET", "/bookings?payment_status=menunggu");
    expect(waiting.json().data.map((row: { id: number }) => row.id)).toEqual([booking.id]);

    expect(
      (await cashier.call("POST", `/bookings/${booking.id}/payments/${booking.payments[0].id}/approve`, {}))
        .statusCode,
    ).toBe(403);
    const finance = await staffCaller(app, ["view acc pembayaran", "edit acc pembayaran"]);
    const approved = await finance.call(
      "POST",
      `/bookings/${booking.id}/payments/${booking.payments[0].id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: "confirmed", total_dibayar: 11_400 });
    expect(approved.json().data.payments[0].verified_by_name).toBe(`Nama ${finance.username}`);
    const again = await finance.call(
      "POST",
      `/bookings/${booking.id}/payments/${booking.payments[0].id}/approve`,
      {},
    );
    expect(again.statusCode).toBe(409);
  });

  it("rejects a transfer with its reason and keeps the booking waiting; cash then confirms it", async () => {
    const { app, world, cashier } = state();
    const created = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Salah Transfer",
      passengers: [adult(world.adultPrice)],
      payment: { method: "transfer", amount: 11_400 },
    });
    const booking = created.json().data;
    const finance = await staffCaller(app, ["view acc pembayaran", "edit acc pembayaran"]);
    const noReason = await finance.call(
      "POST",
      `/bookings/${booking.id}/payments/${booking.payments[0].id}/reject`,
      {},
    );
    expect(noReason.statusCode).toBe(422);
    const rejected = await finance.call(
      "POST",
      `/bookings/${booking.id}/payments/${booking.payments[0].id}/reject`,
      {
        catatan: "Bukti tidak terbaca",
      },
    );
    expect(rejected.json().data).toMatchObject({ status: "waiting_payment", total_dibayar: 0 });
    expect(rejected.json().data.payments[0]).toMatchObject({
      status: "ditolak",
      catatan: "Bukti tidak terbaca",
    });
    const overpaid = await cashier.call("POST", `/bookings/${booking.id}/payments`, {
      method: "tunai",
      amount: 20_000,
    });
    expect(overpaid.statusCode).toBe(422);
    expect(overpaid.json().errors.amount[0]).toBe("Jumlah bayar melebihi sisa tagihan (Rp 11.400)");
    const paid = await cashier.call("POST", `/bookings/${booking.id}/payments`, {
      method: "qris",
      amount: 11_400,
      reference: "QR-1",
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.status).toBe("confirmed");
  });

  it("cancels an unconfirmed booking and gives its seats back; a confirmed one answers 409", async () => {
    const { world, cashier } = state();
    const waiting = (
      await cashier.call("POST", "/bookings", {
        schedule_id: world.schedule.id,
        pemesan_nama: "A",
        passengers: [adult(world.adultPrice)],
      })
    ).json().data;
    const cancelled = await cashier.call("POST", `/bookings/${waiting.id}/cancel`, {
      alasan: "Batal berangkat",
    });
    expect(cancelled.json().data).toMatchObject({ status: "cancel", status_label: "Dibatalkan" });
    expect(await world.seatsLeft(world.adult.id)).toBe(100);
    const twice = await cashier.call("POST", `/bookings/${waiting.id}/cancel`, { alasan: "Lagi" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("INVALID_TRANSITION");

    const paid = (
      await cashier.call("POST", "/bookings", {
        schedule_id: world.schedule.id,
        pemesan_nama: "B",
        passengers: [adult(world.adultPrice)],
        payment: { method: "tunai", amount: 11_400 },
      })
    ).json().data;
    const refused = await cashier.call("POST", `/bookings/${paid.id}/cancel`, { alasan: "Minta batal" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Booking yang sudah dikonfirmasi hanya dapat dibatalkan melalui refund",
    );
  });
});
