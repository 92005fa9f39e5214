import { addDays, todayIn } from "@ferry/shared/zoned-time";
import { listSchedules } from "../../modules/schedules/index";
import { findRoutes } from "../../modules/sea-routes/index";
import type { Database } from "../client";
import { expeditionCompanies } from "../schema/bookings";
import { salesLimits } from "../schema/sales";

export const DEMO_EXPEDITION_COMPANIES = [
  {
    nama: "PT Lintas Nusantara Logistik",
    npwp: "01.234.567.8-031.000",
    alamat: "Jl. Raya Merak No. 18, Cilegon, Banten",
    telepon: "0254-571234",
    email: "operasional@lintasnusantara.co.id",
    plafon: 50_000_000,
  },
  {
    nama: "CV Bahari Cargo",
    npwp: "02.345.678.9-321.000",
    alamat: "Jl. Soekarno-Hatta No. 7, Bakauheni, Lampung Selatan",
    telepon: "0727-331122",
    email: "admin@baharicargo.co.id",
    plafon: 20_000_000,
  },
  {
    nama: "PT Samudra Jaya Ekspres",
    npwp: "03.456.789.0-612.000",
    alamat: "Jl. Ketapang Raya No. 3, Banyuwangi, Jawa Timur",
    telepon: "0333-421500",
    email: null,
    plafon: 0,
  },
];

/** Channel limits on the first Merak–Bakauheni sailings still to depart (today, or tomorrow when none are left). */
export const DEMO_SALES_LIMITS = [
  { channel: "agen", batas: 50 },
  { channel: "online", batas: 100 },
];

async function upcomingMerakSailings(db: Database, now: Date, count: number) {
  const route = (await findRoutes(db, { search: "MRK-BKH" })).find((row) => row.kode_rute === "MRK-BKH");
  if (!route) return [];
  const today = todayIn("Asia/Jakarta", now);
  for (const date of [today, addDays(today, 1)]) {
    const { rows } = await listSchedules(db, {
      page: 1,
      per_page: 50,
      sort_dir: "asc",
      route_id: route.id,
      date,
    });
    const upcoming = rows.filter((row) => new Date(row.waktu_berangkat) > now);
    if (upcoming.length > 0) return upcoming.slice(0, count);
  }
  return [];
}

/**
 * Three expedition companies (one without credit) and sales limits on two Merak–Bakauheni sailings.
 * Runs after `seedVoyage` (it needs the demo schedules).
 */
export async function seedExpedition(db: Database, now = new Date()): Promise<void> {
  await db.insert(expeditionCompanies).values(DEMO_EXPEDITION_COMPANIES);
  const sailings = await upcomingMerakSailings(db, now, 2);
  if (sailings.length === 0) return;
  await db
    .insert(salesLimits)
    .values(
      sailings.flatMap((sailing) =>
        DEMO_SALES_LIMITS.map((limit) => ({ schedule_id: sailing.id, ...limit })),
      ),
    );
}
