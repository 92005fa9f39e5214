import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { useSaleWorld } from "../../test/sales-fixtures";
import { sell } from "./testing";

/** Keys that must never appear anywhere in a public answer. */
const PRIVATE_KEYS = [
  "id",
  "nomor_identitas",
  "jenis_identitas",
  "tanggal_lahir",
  "usia",
  "pemesan_nama",
  "pemesan_telepon",
  "pemesan_email",
  "keterangan",
  "harga",
  "potongan",
  "payments",
  "history",
  "created_by",
  "agent",
  "expedition_company",
  "qr_secret",
  "booking_passenger_id",
  "booking_vehicle_id",
  "total_dibayar",
  "sisa_tagihan",
];

function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  }
  return found;
}

describe("public booking check", () => {
  const state = useSaleWorld();
  const get = (url: string) => state().app.inject({ method: "GET", url: `/api/public/bookings${url}` });

  it("answers a confirmed booking in the public shape, code trimmed and upper-cased, nothing private", async () => {
    const { world, cashier } = state();
    const sold = await sell(world, cashier, true);
    expect(sold.status).toBe("confirmed");
    const response = await get(`/check/%20${sold.booking_code.toLowerCase()}%20`);
    expect(response.statusCode, response.body).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(Object.keys(data).sort()).toEqual(
      [
        "booking_code",
        "status",
        "status_label",
        "created_at",
        "subtotal_penumpang",
        "subtotal_kendaraan",
        "total_potongan",
        "biaya_komponen",
        "total_harga",
        "komponen",
        "schedule",
        "passengers",
        "vehicles",
      ].sort(),
    );
    expect(data).toMatchObject({
      booking_code: sold.booking_code,
      status: "confirmed",
      status_label: "Dikonfirmasi",
      total_harga: sold.total_harga,
      subtotal_kendaraan: 200_000,
      schedule: {
        waktu_berangkat: world.schedule.waktu_berangkat,
        route: {
          nama_rute: world.route.nama_rute,
          port_origin: { zona_waktu: expect.any(String), nama: expect.any(String) },
          port_destination: { zona_waktu: expect.any(String) },
        },
        ship: { nama: world.ship.nama },
      },
      vehicles: [
        { cargo_type: { golongan: expect.anything() }, nomor_kendaraan: "P 1234 AB", tipe_tiket: "kosong" },
      ],
    });
    expect(data.passengers).toEqual([
      { nama_lengkap: "Budi Santoso", is_child: false, is_infant: false, komponen: [] },
      { nama_lengkap: "Adi Santoso", is_child: true, is_infant: false, komponen: [] },
      { nama_lengkap: "Joko Supir", is_child: false, is_infant: false, komponen: [] },
    ]);
    const keys = keysOf(data);
    for (const key of PRIVATE_KEYS) expect(keys.has(key), key).toBe(false);
    expect(response.body).not.toMatch(/35100101019\d{5}/);
    expect(response.body).not.toContain("081234567890");
  });

  it("lists the tickets without secrets; printable once confirmed", async () => {
    const { world, cashier } = state();
    const sold = await sell(world, cashier, true);
    const response = await get(`/${sold.booking_code}/tickets`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.print_available).toBe(true);
    expect(data.passenger_tickets).toHaveLength(3);
    expect(data.passenger_tickets[0]).toEqual({
      kode_tiket: `${sold.booking_code}-P01`,
      nama_lengkap: "Budi Santoso",
      status_tiket: "aktif",
      tanggal_berlaku: expect.any(String),
      tanggal_kadaluarsa: expect.any(String),
    });
    expect(data.vehicle_tickets).toEqual([
      expect.objectContaining({ kode_tiket: `${sold.booking_code}-K01`, nomor_kendaraan: "P 1234 AB" }),
    ]);
    const keys = keysOf(data);
    for (const key of PRIVATE_KEYS) expect(keys.has(key), key).toBe(false);
  });

  it("gives print data for a confirmed booking", async () => {
    const { world, cashier } = state();
    const sold = await sell(world, cashier, true);
    const response = await get(`/print/${sold.booking_code.toLowerCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.booking.booking_code).toBe(sold.booking_code);
    expect(data.total_tickets).toBe(4);
    expect(data.passenger_tickets).toHaveLength(3);
    expect(keysOf(data).has("qr_secret")).toBe(false);
  });

  it("refuses to print an unpaid booking (403) and lists no tickets for it", async () => {
    const { world, cashier } = state();
    const sold = await sell(world, cashier, false);
    expect(sold.status).toBe("waiting_payment");
    const check = await get(`/check/${sold.booking_code}`);
    expect(check.json().data).toMatchObject({
      status: "waiting_payment",
      status_label: "Menunggu Pembayaran",
    });
    const print = await get(`/print/${sold.booking_code}`);
    expect(print.statusCode).toBe(403);
    expect(print.json()).toMatchObject({
      success: false,
      code: "ACCESS_DENIED",
      message: "Tiket belum dapat dicetak. Status pembayaran belum selesai.",
    });
    const tickets = await get(`/${sold.booking_code}/tickets`);
    expect(tickets.json().data).toEqual({
      passenger_tickets: [],
      vehicle_tickets: [],
      print_available: false,
    });
  });

  it("prints a paid booking (the service treats paid as printable)", async () => {
    const { app, world, cashier } = state();
    const sold = await sell(world, cashier, false);
    await app.database.db.update(bookings).set({ status: "paid" }).where(eq(bookings.id, sold.id));
    const print = await get(`/print/${sold.booking_code}`);
    expect(print.statusCode, print.body).toBe(200);
    expect(print.json().data).toMatchObject({ booking: { status: "paid" }, total_tickets: 0 });
  });

  it("answers 404 for an unknown code on every route", async () => {
    for (const url of ["/check/ZZZZZZ99", "/print/ZZZZZZ99", "/ZZZZZZ99/tickets"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: "Kode booking tidak ditemukan" });
    }
  });

  it("answers 422 for a code too short, too long or with other characters", async () => {
    const cases = [
      ["/check/abc", "Kode booking minimal 6 karakter"],
      [`/check/${"A".repeat(21)}`, "Kode booking maksimal 20 karakter"],
      ["/check/ABC-1234", "Kode booking hanya boleh berisi huruf dan angka"],
      ["/print/%20%20abcd%20", "Kode booking minimal 6 karakter"],
      ["/abc/tickets", "Kode booking minimal 6 karakter"],
    ];
    for (const [url, message] of cases) {
      const response = await get(url as string);
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message,
        errors: { code: [message] },
      });
    }
  });

  it("declares the default limit of 60 requests a minute", async () => {
    const response = await get("/check/ZZZZZZ99");
    expect(response.headers["x-ratelimit-limit"]).toBe("60");
  });
});
