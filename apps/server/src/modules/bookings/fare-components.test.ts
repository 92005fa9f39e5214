import { addDays, instantToLocal } from "@ferry/shared/zoned-time";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingFareComponents } from "../../db/schema/fares";
import { brokenInvariants } from "../../faults/invariants";
import { JASA_RAHARJA, saveFareComponent } from "../../test/fare-fixtures";
import { adult, car, useSaleWorld } from "../../test/sales-fixtures";

const ADULT = 11_400;
const CAR = 200_000;

describe("fare components in a sale (decision 042)", () => {
  const state = useSaleWorld();

  /** Port fee (route over general, by the departure's day), the levy, an extra insurance infants pay too. */
  async function components() {
    const { app, world } = state();
    const departure = new Date(String(world.schedule.waktu_berangkat));
    const day = instantToLocal(departure, "Asia/Jakarta").date;
    const adultRate = (jumlah: number, berlaku_mulai: string, route_id: number | null = world.route.id) => ({
      cargo_type_id: world.adult.id,
      route_id,
      jumlah,
      berlaku_mulai,
    });
    await saveFareComponent(app, { nama: "Jasa Pelabuhan / Pas Masuk", urutan: 10 }, [
      adultRate(2_000, "2000-01-01", null),
      adultRate(3_000, "2000-01-01"),
      adultRate(4_000, day),
      adultRate(9_000, addDays(day, 1)),
      { cargo_type_id: world.car.id, jumlah: 50_000 },
    ]);
    await saveFareComponent(app, JASA_RAHARJA, [{ cargo_type_id: world.adult.id, jumlah: 1_000 }]);
    await saveFareComponent(app, { nama: "Asuransi Tambahan", urutan: 30, bayi_bebas: false }, [
      { cargo_type_id: world.adult.id, jumlah: 500 },
    ]);
    await saveFareComponent(app, { nama: "Tidak Aktif", urutan: 40, aktif: false }, [
      { cargo_type_id: world.adult.id, jumlah: 777 },
      { cargo_type_id: world.car.id, jumlah: 777 },
    ]);
    await world.api.create("/discounts/penumpang", {
      nama: "Promo Uji",
      route_id: world.route.id,
      tanggal_mulai: addDays(day, -3),
      tanggal_selesai: addDays(day, 3),
      tipe: "persen",
      nilai: 10,
      status: "Aktif",
    });
  }

  const line = (nama: string, pemilik: string, aturan_refund: string, jumlah: number) =>
    expect.objectContaining({ nama, pemilik, aturan_refund, jumlah });
  const port = line("Jasa Pelabuhan / Pas Masuk", "operator", "selalu", 4_000);
  const levy = line("Iuran Wajib Jasa Raharja", "pihak_ketiga", "force_majeure", 1_000);
  const extra = line("Asuransi Tambahan", "operator", "selalu", 500);
  const person = [port, levy, extra];

  it("adds each line's components by cargo type, infants exempt, discounts on the fare only; the quote is the sale", async () => {
    await components();
    const { world, cashier } = state();
    const vehicle = car(world, "P 1234 AB", "Joko");
    vehicle.riders.push(adult(world.adultPrice, "Rudi"), adult(world.adultPrice, "Wati"));
    const sale = {
      schedule_id: world.schedule.id,
      pemesan_nama: "Keluarga",
      passengers: [adult(world.adultPrice, "Sari"), { ...adult(world.adultPrice, "Bayi Sari"), usia: 1 }],
      vehicles: [vehicle],
    };
    const quoted = await cashier.call("POST", "/bookings/quote", sale);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json().data;
    // Four people pay 5.500 each (two of them free riders), the infant only the 500 it is not exempt of,
    // the car its port fee; 10% off the two paying adults' fares, nothing off a component.
    const totals = {
      subtotal_penumpang: 2 * ADULT,
      subtotal_kendaraan: CAR,
      total_potongan: 2 * 1_140,
      biaya_komponen: 4 * 5_500 + 500 + 50_000,
      total_harga: 2 * ADULT + CAR - 2 * 1_140 + 72_500,
      komponen: [
        { nama: "Jasa Pelabuhan / Pas Masuk", pemilik: "operator", jumlah: 4 * 4_000 + 50_000 },
        { nama: "Iuran Wajib Jasa Raharja", pemilik: "pihak_ketiga", jumlah: 4_000 },
        { nama: "Asuransi Tambahan", pemilik: "operator", jumlah: 2_500 },
      ],
    };
    expect(quote).toMatchObject(totals);
    expect(quote.passengers.map((p: { komponen: unknown }) => p.komponen)).toEqual([person, [extra]]);
    expect(quote.vehicles[0].komponen).toEqual([
      line("Jasa Pelabuhan / Pas Masuk", "operator", "selalu", 50_000),
    ]);
    expect(quote.vehicles[0].riders.map((r: { komponen: unknown }) => r.komponen)).toEqual([
      person,
      person,
      person,
    ]);

    const sold = await cashier.call("POST", "/bookings", {
      ...sale,
      payment: { method: "tunai", amount: totals.total_harga },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const booking = sold.json().data;
    expect(booking).toMatchObject({ ...totals, status: "confirmed" });
    const people = booking.passengers as { vehicle_id: number | null; komponen: unknown }[];
    expect(people.map((p) => p.komponen)).toEqual([person, [extra], person, person, person]);
    expect(booking.vehicles[0].komponen).toEqual(quote.vehicles[0].komponen);

    const stored = await state()
      .app.database.db.select()
      .from(bookingFareComponents)
      .where(eq(bookingFareComponents.booking_id, booking.id));
    expect(stored).toHaveLength(4 * 3 + 1 + 1);
    expect(stored.reduce((sum, row) => sum + row.jumlah, 0)).toBe(totals.biaya_komponen);
    expect(await brokenInvariants(state().app.database.db)).toEqual([]);

    const check = await state().app.inject({ url: `/api/public/bookings/check/${booking.booking_code}` });
    expect(check.json().data).toMatchObject({ komponen: totals.komponen, total_harga: totals.total_harga });
    expect(check.json().data.vehicles[0].komponen).toEqual([
      { nama: "Jasa Pelabuhan / Pas Masuk", pemilik: "operator", jumlah: 50_000 },
    ]);
  });

  it("charges nothing for a component without a rate for the line's cargo type", async () => {
    const { app, world, cashier } = state();
    await saveFareComponent(app, { nama: "Retribusi Kendaraan" }, [
      { cargo_type_id: world.car.id, jumlah: 7_000 },
    ]);
    const quoted = await cashier.call("POST", "/bookings/quote", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Sendiri",
      passengers: [adult(world.adultPrice)],
    });
    expect(quoted.json().data).toMatchObject({ biaya_komponen: 0, total_harga: ADULT, komponen: [] });
    expect(quoted.json().data.passengers[0].komponen).toEqual([]);
  });
});
