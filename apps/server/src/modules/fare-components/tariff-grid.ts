import { AGE_GROUPS, CARGO_CATEGORIES, PASSENGER_CLASSES, VEHICLE_GOLONGAN } from "@ferry/shared/cargo-types";
import type { TariffGrid } from "@ferry/shared/tariffs";
import { and, asc, desc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fareComponentRates, fareComponents } from "../../db/schema/fares";
import { cargoTypes } from "../../db/schema/voyage";
import { AppError } from "../../lib/app-error";
import { findRoute } from "../sea-routes/index";
import { priceHistory, priceOn } from "../ticket-prices/index";

type CargoTypeRow = typeof cargoTypes.$inferSelect;
type RateRow = typeof fareComponentRates.$inferSelect;

const rank = (list: readonly string[], value: string | null) => {
  const index = list.indexOf(value ?? "");
  return index === -1 ? list.length : index;
};

/** Passengers by class and age group, vehicles by golongan I to IX, then goods; by name within. */
function tariffOrder(a: CargoTypeRow, b: CargoTypeRow): number {
  const keys = (row: CargoTypeRow) => [
    rank(CARGO_CATEGORIES, row.kategori),
    rank(PASSENGER_CLASSES, row.kelas),
    rank(AGE_GROUPS, row.kelompok_umur),
    rank(VEHICLE_GOLONGAN, row.golongan),
  ];
  const [left, right] = [keys(a), keys(b)];
  const differ = left.findIndex((value, index) => value !== right[index]);
  return differ === -1 ? a.nama.localeCompare(b.nama) : (left[differ] ?? 0) - (right[differ] ?? 0);
}

/** The active components in tariff order. */
export async function activeComponents(db: Database) {
  return db
    .select()
    .from(fareComponents)
    .where(eq(fareComponents.aktif, true))
    .orderBy(asc(fareComponents.urutan), asc(fareComponents.id));
}

/**
 * The component amounts in force on `date` for a route: per component and cargo type, the route's
 * newest started row, else the newest started row of every route (only those when `routeId` is null).
 */
async function ratesInForce(db: Database, routeId: number | null, componentIds: number[], date: string) {
  if (componentIds.length === 0) return new Map<string, RateRow>();
  const rows = await db
    .select()
    .from(fareComponentRates)
    .where(
      and(
        inArray(fareComponentRates.component_id, componentIds),
        routeId === null
          ? isNull(fareComponentRates.route_id)
          : or(eq(fareComponentRates.route_id, routeId), isNull(fareComponentRates.route_id)),
        lte(fareComponentRates.berlaku_mulai, date),
      ),
    )
    .orderBy(desc(fareComponentRates.berlaku_mulai));
  const inForce = new Map<string, RateRow>();
  for (const row of rows) {
    const key = `${row.component_id}:${row.cargo_type_id}`;
    const found = inForce.get(key);
    if (!found || (found.route_id === null && row.route_id !== null)) inForce.set(key, row);
  }
  return inForce;
}

/**
 * The tariff grid of a route for sailings departing on `date` (see `tariffGridSchema`); `routeId` null:
 * the general component amounts of every route, without transport fares.
 */
export async function readTariffGrid(
  db: Database,
  routeId: number | null,
  date: string,
): Promise<TariffGrid> {
  const route = routeId === null ? null : await findRoute(db, routeId);
  if (routeId !== null && !route) throw new AppError("NOT_FOUND", "Rute tidak ditemukan");
  const components = await activeComponents(db);
  const cargo = (await db.select().from(cargoTypes)).sort(tariffOrder);
  const prices = routeId === null ? [] : await priceHistory(db, [routeId], date);
  const rates = await ratesInForce(
    db,
    routeId,
    components.map((component) => component.id),
    date,
  );
  return {
    route: route ? { id: route.id, kode_rute: route.kode_rute, nama_rute: route.nama_rute } : null,
    tanggal: date,
    components: components.map(({ id, nama, pemilik, urutan }) => ({ id, nama, pemilik, urutan })),
    rows: cargo.map((type) => {
      const price = routeId === null ? undefined : priceOn(prices, routeId, type.id, date);
      return {
        cargo_type: {
          id: type.id,
          nama: type.nama,
          kategori: type.kategori as TariffGrid["rows"][number]["cargo_type"]["kategori"],
          golongan: type.golongan,
          kelas: type.kelas,
          kelompok_umur: type.kelompok_umur,
        },
        harga: price?.harga ?? null,
        harga_muatan: price?.harga_muatan ?? null,
        harga_berlaku_mulai: price?.berlaku_mulai ?? null,
        components: components.map((component) => {
          const rate = rates.get(`${component.id}:${type.id}`);
          return {
            component_id: component.id,
            jumlah: rate?.jumlah ?? null,
            khusus_rute: rate ? rate.route_id !== null : false,
            berlaku_mulai: rate?.berlaku_mulai ?? null,
          };
        }),
      };
    }),
  };
}
