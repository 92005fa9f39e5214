import { addDays, dayRange, todayIn } from "@ferry/shared/zoned-time";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { discounts } from "../schema/sales";
import { schedules } from "../schema/schedules";
import { cargoTypes, seaRoutes } from "../schema/voyage";

/**
 * Demo discounts on top of the voyage demo data (call after `seedVoyage`): a passenger promotion on
 * Ketapang–Gilimanuk, a vehicle class IVA discount with a quota on Merak–Bakauheni, a discount for one
 * early truck sailing tomorrow, a children's discount everywhere and an ended, inactive one.
 */
export async function seedDiscounts(db: Database, now = new Date()): Promise<void> {
  const today = todayIn("Asia/Jakarta", now);
  const routeRows = await db
    .select()
    .from(seaRoutes)
    .where(inArray(seaRoutes.kode_rute, ["KTP-GLM", "MRK-BKH"]));
  const route = (kode: string) => routeRows.find((row) => row.kode_rute === kode)?.id ?? null;
  const cargoRows = await db.select().from(cargoTypes);
  const vehicle = (golongan: string) => cargoRows.find((row) => row.golongan === golongan)?.id ?? null;
  const child = cargoRows.find((row) => row.kelompok_umur === "Anak")?.id ?? null;
  const merak = route("MRK-BKH");
  const [earlyTomorrow] = merak
    ? await db
        .select({ id: schedules.id })
        .from(schedules)
        .where(
          and(
            eq(schedules.route_id, merak),
            gte(schedules.waktu_berangkat, dayRange(addDays(today, 1), "Asia/Jakarta").start),
          ),
        )
        .orderBy(asc(schedules.waktu_berangkat))
        .limit(1)
    : [];

  const period = { tanggal_mulai: today, tanggal_selesai: addDays(today, 30) };
  await db.insert(discounts).values([
    {
      jenis: "penumpang",
      nama: "Promo Akhir Tahun",
      route_id: route("KTP-GLM"),
      ...period,
      tipe: "persen",
      nilai: 10,
    },
    {
      jenis: "penumpang",
      nama: "Potongan Anak Sekolah",
      cargo_type_id: child,
      ...period,
      tipe: "nominal",
      nilai: 2_000,
      kuota: 200,
    },
    {
      jenis: "kendaraan",
      nama: "Potongan Golongan IVA",
      route_id: merak,
      cargo_type_id: vehicle("IVA"),
      ...period,
      tipe: "nominal",
      nilai: 25_000,
      kuota: 50,
    },
    ...(earlyTomorrow
      ? [
          {
            jenis: "kendaraan" as const,
            nama: "Promo Truk Dini Hari",
            schedule_id: earlyTomorrow.id,
            route_id: merak,
            cargo_type_id: vehicle("VB"),
            tanggal_mulai: addDays(today, 1),
            tanggal_selesai: addDays(today, 1),
            tipe: "persen" as const,
            nilai: 15,
            kuota: 10,
          },
        ]
      : []),
    {
      jenis: "kendaraan",
      nama: "Promo Mudik Lalu",
      tanggal_mulai: addDays(today, -60),
      tanggal_selesai: addDays(today, -45),
      tipe: "persen",
      nilai: 20,
      status: "Tidak Aktif",
    },
  ]);
}
