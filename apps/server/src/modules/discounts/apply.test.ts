import { addDays, localToInstant, todayIn } from "@ferry/shared/zoned-time";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { discounts } from "../../db/schema/sales";
import { AppError } from "../../lib/app-error";
import { type Crossing, reverseRoute, useCrossing } from "../../test/voyage-fixtures";
import { type DiscountLine, pickDiscounts, releaseDiscounts, useDiscounts } from "./apply";

const current = useCrossing();
let app: FastifyInstance;
let world: Crossing;
let schedule: { id: number };
const day = addDays(todayIn("Asia/Jakarta"), 3);

beforeEach(async () => {
  ({ app, world } = current());
  const departure = localToInstant(day, "08:00", "Asia/Jakarta");
  schedule = await world.api.create("/schedules", {
    route_id: world.route.id,
    ship_id: world.ship.id,
    waktu_berangkat: departure.toISOString(),
    waktu_tiba: new Date(departure.getTime() + 45 * 60_000).toISOString(),
  });
});

const inTx = <T>(work: (tx: Database) => Promise<T>) => app.database.db.transaction(work);

async function discount(jenis: "penumpang" | "kendaraan", payload: Record<string, unknown>) {
  return world.api.create(`/discounts/${jenis}`, {
    nama: "Potongan",
    tanggal_mulai: day,
    tanggal_selesai: day,
    tipe: "persen",
    nilai: 10,
    ...payload,
  });
}

const adult = (key: string, harga = 11_400): DiscountLine => ({
  key,
  jenis: "penumpang",
  cargo_type_id: world.adult.id,
  harga,
});
const car = (key: string, harga = 200_000): DiscountLine => ({
  key,
  jenis: "kendaraan",
  cargo_type_id: world.car.id,
  harga,
});

const pick = (lines: DiscountLine[], extra: { potongan_id?: number; departure_date?: string } = {}) =>
  inTx((tx) =>
    pickDiscounts(tx, {
      schedule_id: schedule.id,
      route_id: world.route.id,
      departure_date: day,
      lines,
      ...extra,
    }),
  );

const usesOf = async (id: number) =>
  (await app.database.db.select().from(discounts).where(eq(discounts.id, id)))[0]?.terpakai;

describe("pickDiscounts", () => {
  it("applies only discounts of the departure day, the schedule or route, the kind and the cargo type", async () => {
    await discount("penumpang", {
      nama: "Kemarin",
      tanggal_mulai: addDays(day, -5),
      tanggal_selesai: addDays(day, -1),
    });
    await discount("penumpang", {
      nama: "Besok",
      tanggal_mulai: addDays(day, 1),
      tanggal_selesai: addDays(day, 9),
    });
    await discount("penumpang", { nama: "Nonaktif", nilai: 90, status: "Tidak Aktif" });
    const other = await reverseRoute(world);
    await discount("penumpang", { nama: "Rute lain", nilai: 80, route_id: other.id });
    const truck = await world.api.create("/cargo-types", {
      kategori: "kendaraan",
      nama: "Truk",
      golongan: "VB",
    });
    await discount("kendaraan", { nama: "Truk saja", nilai: 70, cargo_type_id: truck.id });
    expect(await pick([adult("a"), car("c")])).toEqual(new Map());

    const window = await discount("penumpang", {
      nama: "Periode",
      tanggal_mulai: addDays(day, -2),
      tanggal_selesai: day,
    });
    const onSchedule = await discount("kendaraan", {
      nama: "Jadwal ini",
      nilai: 15,
      schedule_id: schedule.id,
    });
    const picked = await pick([adult("a"), car("c")]);
    expect(picked.get("a")).toEqual({ discount_id: window.id, nama: "Periode", potongan: 1_140 });
    expect(picked.get("c")).toEqual({ discount_id: onSchedule.id, nama: "Jadwal ini", potongan: 30_000 });
    expect((await pick([adult("a")], { departure_date: addDays(day, 1) })).get("a")?.nama).toBe("Besok");
    expect(await pick([adult("a")], { departure_date: addDays(day, 10) })).toEqual(new Map());
  });

  it("takes the largest reduction per line, rounded down, never more than the price", async () => {
    const percent = await discount("penumpang", { nama: "Tujuh persen", nilai: 7 });
    const amount = await discount("penumpang", { nama: "Rp 5.000", tipe: "nominal", nilai: 5_000 });
    const huge = await discount("kendaraan", { nama: "Rp 500.000", tipe: "nominal", nilai: 500_000 });
    await discount("kendaraan", { nama: "Setengah", nilai: 50 });
    const picked = await pick([adult("mahal", 100_000), adult("murah", 11_450), adult("bayi", 0), car("c")]);
    expect(picked.get("mahal")).toMatchObject({ discount_id: percent.id, potongan: 7_000 });
    expect(picked.get("murah")).toMatchObject({ discount_id: amount.id, potongan: 5_000 });
    expect(picked.has("bayi")).toBe(false);
    expect(picked.get("c")).toMatchObject({ discount_id: huge.id, potongan: 200_000 });
    const floor = await pick([adult("x", 11_450)], { potongan_id: percent.id });
    expect(floor.get("x")?.potongan).toBe(801);
  });

  it("gives a discount to no more lines than it has uses left; the others take the next best", async () => {
    const scarce = await discount("penumpang", { nama: "Sisa satu", nilai: 50, kuota: 3 });
    await app.database.db.update(discounts).set({ terpakai: 2 }).where(eq(discounts.id, scarce.id));
    const plenty = await discount("penumpang", { nama: "Sepuluh persen" });
    const picked = await pick([adult("a", 10_000), adult("b", 20_000)]);
    expect(picked.get("b")).toMatchObject({ discount_id: scarce.id, potongan: 10_000 });
    expect(picked.get("a")).toMatchObject({ discount_id: plenty.id, potongan: 1_000 });
    await app.database.db.update(discounts).set({ terpakai: 3 }).where(eq(discounts.id, scarce.id));
    expect((await pick([adult("a")])).get("a")?.discount_id).toBe(plenty.id);
  });

  it("with potongan_id uses only that discount, or says why it cannot", async () => {
    const chosen = await discount("penumpang", { nama: "Pilihan", nilai: 5 });
    await discount("penumpang", { nama: "Lebih besar", nilai: 50 });
    const picked = await pick([adult("a"), car("c")], { potongan_id: chosen.id });
    expect([...picked]).toEqual([["a", { discount_id: chosen.id, nama: "Pilihan", potongan: 570 }]]);

    const refusal = async (id: number, extra: { departure_date?: string } = {}) => {
      const error = await pick([adult("a")], { potongan_id: id, ...extra }).catch((caught) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe("VALIDATION_ERROR");
      return error.errors.potongan_id[0];
    };
    expect(await refusal(9_999)).toBe("Potongan tidak ditemukan");
    expect(await refusal(chosen.id, { departure_date: addDays(day, 1) })).toBe(
      "Potongan tidak berlaku untuk tanggal keberangkatan ini",
    );
    const inactive = await discount("penumpang", { status: "Tidak Aktif" });
    expect(await refusal(inactive.id)).toBe("Potongan tidak aktif");
    const later = await world.api.create("/schedules", {
      route_id: world.route.id,
      ship_id: world.ship.id,
      waktu_berangkat: localToInstant(day, "12:00", "Asia/Jakarta").toISOString(),
      waktu_tiba: localToInstant(day, "12:45", "Asia/Jakarta").toISOString(),
    });
    const elsewhere = await discount("penumpang", { schedule_id: later.id });
    expect(await refusal(elsewhere.id)).toBe("Potongan tidak berlaku untuk jadwal ini");
    const used = await discount("penumpang", { kuota: 1 });
    await app.database.db.update(discounts).set({ terpakai: 1 }).where(eq(discounts.id, used.id));
    expect(await refusal(used.id)).toBe("Kuota potongan sudah habis");
    const vehicles = await discount("kendaraan", {});
    expect(await refusal(vehicles.id)).toBe(
      "Potongan tidak berlaku untuk penumpang atau kendaraan yang dipilih",
    );
  });
});

describe("useDiscounts and releaseDiscounts", () => {
  it("takes one use per line, refuses what the quota no longer holds, and gives uses back", async () => {
    const limited = await discount("kendaraan", { nama: "Promo Mobil", kuota: 3 });
    const open = await discount("penumpang", { nama: "Bebas" });
    const use = (id: number, nama: string, lines: number) =>
      inTx((tx) =>
        useDiscounts(
          tx,
          Array.from({ length: lines }, () => ({ discount_id: id, nama, potongan: 1 })),
        ),
      );
    await use(limited.id, "Promo Mobil", 2);
    await use(open.id, "Bebas", 5);
    expect(await usesOf(limited.id)).toBe(2);
    expect(await usesOf(open.id)).toBe(5);

    const failure = await inTx(async (tx) => {
      await useDiscounts(tx, [{ discount_id: open.id, nama: "Bebas", potongan: 1 }]);
      await useDiscounts(tx, [
        { discount_id: limited.id, nama: "Promo Mobil", potongan: 1 },
        { discount_id: limited.id, nama: "Promo Mobil", potongan: 1 },
      ]);
    }).catch((caught) => caught);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: "CONFLICT",
      statusCode: 409,
      message: "Kuota potongan Promo Mobil sudah habis",
    });
    expect(await usesOf(open.id)).toBe(5);
    expect(await usesOf(limited.id)).toBe(2);

    await inTx((tx) =>
      releaseDiscounts(
        tx,
        new Map([
          [limited.id, 5],
          [open.id, 2],
        ]),
      ),
    );
    expect(await usesOf(limited.id)).toBe(0);
    expect(await usesOf(open.id)).toBe(3);
  });

  it("never sells more uses than the quota to concurrent sales", async () => {
    const limited = await discount("penumpang", { nama: "Rebutan", kuota: 3 });
    const sales = Array.from({ length: 8 }, () =>
      inTx(async (tx) => {
        await useDiscounts(tx, [{ discount_id: limited.id, nama: "Rebutan", potongan: 1 }]);
        // Keep the transaction open a moment so the others really run into it on PostgreSQL.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
    );
    const results = await Promise.allSettled(sales);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused.map((result) => (result as PromiseRejectedResult).reason.code)).toEqual(
      Array(5).fill("CONFLICT"),
    );
    expect(await usesOf(limited.id)).toBe(3);
  });
});
