import { VEHICLE_CLASSES } from "@ferry/shared/cargo-types";
import { addDays, localToInstant, todayIn } from "@ferry/shared/zoned-time";
import { insertPlannedSchedules, type ScheduleValues } from "../../modules/schedules/index";
import type { Database } from "../client";
import { cargoTypes, crew, ports, seaRoutes, shipCapacities, ships, ticketPrices } from "../schema/voyage";
import {
  ANNOUNCED_RISE,
  CROSSINGS,
  DEMO_CREW_NAMES,
  DEMO_CREW_RANKS,
  DEMO_PASSENGERS,
  DEMO_PORTS,
  DEMO_SHIPS,
  GOODS,
  ROTATIONS,
  SHIP_WITH_EXPIRED_MASTER,
  VEHICLE_SLOTS,
  VEHICLE_TARIFFS,
} from "./voyage-data";

const DAYS = 30;
const round = (value: number) => Math.round(value / 100) * 100;
const shortName = (kode: string) =>
  DEMO_PORTS.find((port) => port.kode === kode)?.nama.replace("Pelabuhan ", "") ?? kode;

type CargoRow = typeof cargoTypes.$inferSelect;
type ShipRow = typeof ships.$inferSelect;

async function seedCrew(db: Database, shipRows: ShipRow[], today: string) {
  await db.insert(crew).values(
    shipRows.flatMap((ship, shipIndex) =>
      DEMO_CREW_RANKS.map((jabatan, rankIndex) => {
        const expired = jabatan === "Nakhoda" && ship.kode_kapal === SHIP_WITH_EXPIRED_MASTER;
        // One certificate per ship runs out soon, so the ship report has something to warn about.
        const validDays = expired ? -20 : rankIndex === 2 ? 20 + shipIndex * 7 : 400 + rankIndex * 30;
        return {
          ship_id: ship.id,
          nama: `${jabatan === "Nakhoda" ? "Capt. " : ""}${DEMO_CREW_NAMES[shipIndex]?.[rankIndex] ?? "ABK"}`,
          jabatan,
          nomor_identitas: `35${String(shipIndex + 10).padStart(2, "0")}0${rankIndex}1988000${rankIndex + 1}`,
          nomor_sertifikat: `${jabatan === "Nakhoda" ? "ANT-I" : "ATT-III"}/${6200 + shipIndex * 10 + rankIndex}`,
          masa_berlaku_sertifikat: addDays(today, validDays),
        };
      }),
    ),
  );
}

async function seedCargoTypes(db: Database): Promise<CargoRow[]> {
  return db
    .insert(cargoTypes)
    .values([
      ...DEMO_PASSENGERS.map(({ kapasitas: _seats, ...item }) => ({
        kategori: "penumpang" as const,
        ...item,
        deskripsi: `Tiket ${item.nama.toLowerCase()}`,
      })),
      ...VEHICLE_CLASSES.map((item) => ({
        kategori: "kendaraan" as const,
        nama: item.nama,
        golongan: item.golongan,
        deskripsi: `Golongan ${item.golongan}: ${item.nama}`,
        free_riders: item.free_riders,
      })),
      { kategori: "barang" as const, nama: GOODS.nama, deskripsi: GOODS.deskripsi },
    ])
    .returning();
}

const vehicleIndex = (cargo: CargoRow) =>
  VEHICLE_CLASSES.findIndex((item) => item.golongan === cargo.golongan);

/** Seats, vehicle slots or tons of one cargo type on a ship of this scale (0: not carried). */
function capacityFor(ship: (typeof DEMO_SHIPS)[number], cargo: CargoRow): number {
  if (cargo.kategori === "penumpang") {
    const seats = DEMO_PASSENGERS.find((item) => item.nama === cargo.nama)?.kapasitas ?? 0;
    return Math.max(4, Math.round(seats * ship.scale));
  }
  if (cargo.kategori === "barang") return Math.round(GOODS.kapasitas * ship.scale);
  // Small landing craft do not take the longest trucks.
  if (ship.gt < 1_000 && ["VIII", "IX"].includes(cargo.golongan ?? "")) return 0;
  return Math.max(1, Math.round((VEHICLE_SLOTS[vehicleIndex(cargo)] ?? 0) * ship.scale));
}

/** The tariff of a crossing for a cargo type: [harga, harga_muatan]. */
function tariff(crossing: (typeof CROSSINGS)[number], cargo: CargoRow): [number, number | null] {
  if (cargo.kategori === "penumpang") {
    const index = DEMO_PASSENGERS.findIndex((item) => item.nama === cargo.nama);
    return [crossing.passengers[index] ?? 0, null];
  }
  if (cargo.kategori === "barang") return [crossing.goods, null];
  const empty = (VEHICLE_TARIFFS[vehicleIndex(cargo)] ?? 0) * crossing.vehicleScale;
  return [round(empty), round((empty * 13) / 12)];
}

/**
 * Ports, ships with crew and capacity, cargo classes, routes both ways with prices (and an announced
 * rise), and 30 days of each ship's rotation from today. Bulk inserts: fast enough for every fresh start.
 */
export async function seedVoyage(db: Database, now = new Date()): Promise<void> {
  const today = todayIn("Asia/Jakarta", now);
  const portRows = await db.insert(ports).values(DEMO_PORTS).returning();
  const portOf = (kode: string) => portRows.find((port) => port.kode === kode);
  const shipRows = await db
    .insert(ships)
    .values(DEMO_SHIPS.map(({ scale: _scale, ...ship }) => ship))
    .returning();
  await seedCrew(db, shipRows, today);
  const cargoRows = await seedCargoTypes(db);
  await db.insert(shipCapacities).values(
    shipRows.flatMap((ship) => {
      const demo = DEMO_SHIPS.find((item) => item.kode_kapal === ship.kode_kapal);
      if (!demo) return [];
      return cargoRows
        .map((cargo) => ({ ship_id: ship.id, cargo_type_id: cargo.id, kuota: capacityFor(demo, cargo) }))
        .filter((entry) => entry.kuota > 0);
    }),
  );

  const legs = CROSSINGS.flatMap((crossing) => [
    { crossing, from: crossing.from, to: crossing.to },
    { crossing, from: crossing.to, to: crossing.from },
  ]);
  const routeRows = await db
    .insert(seaRoutes)
    .values(
      legs.map(({ crossing, from, to }) => ({
        kode_rute: `${from}-${to}`,
        nama_rute: `${shortName(from)} - ${shortName(to)}`,
        port_origin_id: portOf(from)?.id ?? 0,
        port_destination_id: portOf(to)?.id ?? 0,
        jarak: crossing.jarak,
        duration_minutes: crossing.duration,
      })),
    )
    .returning();

  const yearStart = `${today.slice(0, 4)}-01-01`;
  const rise = addDays(today, ANNOUNCED_RISE.afterDays);
  await db.insert(ticketPrices).values(
    routeRows.flatMap((route, index) => {
      const crossing = legs[index]?.crossing;
      if (!crossing) return [];
      const base = cargoRows.map((cargo) => {
        const [harga, harga_muatan] = tariff(crossing, cargo);
        return { route_id: route.id, cargo_type_id: cargo.id, harga, harga_muatan, berlaku_mulai: yearStart };
      });
      const risen = cargoRows.find((cargo) => cargo.nama === ANNOUNCED_RISE.passenger);
      const announced =
        crossing.from === "MRK" && risen
          ? [
              {
                route_id: route.id,
                cargo_type_id: risen.id,
                harga: ANNOUNCED_RISE.harga,
                berlaku_mulai: rise,
              },
            ]
          : [];
      return [...base, ...announced];
    }),
  );

  const routeOf = (kode: string) => routeRows.find((route) => route.kode_rute === kode);
  const plan = ROTATIONS.flatMap((rotation) => {
    const ship = shipRows.find((row) => row.kode_kapal === rotation.ship);
    if (!ship) return [];
    return Array.from({ length: DAYS }, (_, day) => addDays(today, day)).flatMap((date, day) =>
      rotation.legs.flatMap(([kode, time], legIndex) => {
        const route = routeOf(kode);
        const zone = portRows.find((port) => port.id === route?.port_origin_id)?.zona_waktu;
        if (!route || !zone || (rotation.everyOtherDay && day % 2 !== legIndex)) return [];
        return [sailing(route, ship.id, localToInstant(date, time, zone))];
      }),
    );
  });
  // A Merak–Bakauheni sailing of KMP Nusa Jaya two hours after the first start (on a five-minute mark):
  // boarding opens at most BOARDING_WINDOW_MINUTES (3 hours) before departure, so the gate can be tried at once.
  const merak = routeOf("MRK-BKH");
  const nusaJaya = shipRows.find((row) => row.kode_kapal === "NJY");
  const soon = new Date(Math.ceil((now.getTime() + 120 * 60_000) / 300_000) * 300_000);
  await insertPlannedSchedules(
    db,
    merak && nusaJaya ? withSailing(plan, sailing(merak, nusaJaya.id, soon)) : plan,
  );
}

/** One scheduled sailing of a ship on a route, arriving after the route's crossing time. */
function sailing(
  route: { id: number; duration_minutes: number },
  shipId: number,
  departure: Date,
): ScheduleValues {
  return {
    route_id: route.id,
    ship_id: shipId,
    waktu_berangkat: departure,
    waktu_tiba: new Date(departure.getTime() + route.duration_minutes * 60_000),
    keterangan: null,
    status: "terjadwal",
  };
}

/** The plan with `extra` in it, less the legs of extra's ship that would overlap it. */
function withSailing(plan: ScheduleValues[], extra: ScheduleValues): ScheduleValues[] {
  const free = plan.filter(
    (slot) =>
      slot.ship_id !== extra.ship_id ||
      slot.waktu_tiba <= extra.waktu_berangkat ||
      slot.waktu_berangkat >= extra.waktu_tiba,
  );
  return [...free, extra];
}
