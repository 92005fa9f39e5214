import { addDays, todayIn } from "@ferry/shared/zoned-time";
import { describe, expect, it } from "vitest";
import { adult, useSaleWorld } from "../../test/sales-fixtures";

describe("discounts and sales limits in a sale", () => {
  const state = useSaleWorld();
  const today = todayIn("Asia/Jakarta");

  async function discount(extra: Record<string, unknown>) {
    const { world } = state();
    return world.api.create("/discounts/penumpang", {
      nama: "Promo Uji",
      route_id: world.route.id,
      tanggal_mulai: today,
      tanggal_selesai: addDays(today, 10),
      tipe: "persen",
      nilai: 10,
      status: "Aktif",
      ...extra,
    });
  }

  it("takes the applicable discount off each line and uses its quota; cancelling gives the uses back", async () => {
    const { world, cashier } = state();
    const promo = await discount({ kuota: 5 });
    const created = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Promo",
      passengers: [adult(world.adultPrice), adult(world.adultPrice, "Dua")],
    });
    const booking = created.json().data;
    expect(booking).toMatchObject({ subtotal_penumpang: 22_800, total_potongan: 2_280, total_harga: 20_520 });
    expect(booking.passengers[0]).toMatchObject({ harga: 11_400, potongan: 1_140 });
    const used = async () =>
      (await world.api.call("GET", `/discounts/penumpang/${promo.id}`)).json().data.terpakai;
    expect(await used()).toBe(2);
    await cashier.call("POST", `/bookings/${booking.id}/cancel`, { alasan: "Batal" });
    expect(await used()).toBe(0);
  });

  it("refuses a chosen discount outside its dates, and changes nothing", async () => {
    const { world, cashier } = state();
    const later = await discount({ tanggal_mulai: addDays(today, 20), tanggal_selesai: addDays(today, 30) });
    const response = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Promo",
      potongan_id: later.id,
      passengers: [adult(world.adultPrice)],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.potongan_id[0]).toBe(
      "Potongan tidak berlaku untuk tanggal keberangkatan ini",
    );
    expect(await world.seatsLeft(world.adult.id)).toBe(100);
  });

  it("stops a channel at its sales limit, counting what it sold before the limit was set", async () => {
    const { world, cashier } = state();
    await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Sebelum Limit",
      passengers: [adult(world.adultPrice), adult(world.adultPrice, "Dua")],
    });
    const saved = await world.api.call("PUT", `/sales-limits/schedule/${world.schedule.id}`, {
      limits: [{ channel: "loket", batas: 3 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sell = (count: number) =>
      cashier.call("POST", "/bookings", {
        schedule_id: world.schedule.id,
        pemesan_nama: "Loket",
        passengers: Array.from({ length: count }, (_, index) => adult(world.adultPrice, `P ${index}`)),
      });
    const over = await sell(2);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe("SALES_LIMIT_EXCEEDED");
    expect(await world.seatsLeft(world.adult.id)).toBe(98);
    expect((await sell(1)).statusCode).toBe(201);
  });
});
