import { VEHICLE_GOLONGAN } from "@ferry/shared/cargo-types";
import { todayIn } from "@ferry/shared/zoned-time";
import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { fareComponentRates, fareComponents } from "../schema/fares";
import { cargoTypes, seaRoutes } from "../schema/voyage";

/** The port fee (pas masuk) per vehicle class, in the order of `VEHICLE_GOLONGAN` (I … IX). */
const PORT_FEE_VEHICLES = [
  2_000, 3_000, 5_000, 10_000, 10_000, 15_000, 15_000, 20_000, 20_000, 25_000, 30_000, 35_000,
];
const PORT_FEE = { Dewasa: 3_000, Anak: 2_000, barang: 5_000 } as const;
/** Merak's terminal charges more for a passenger's pas masuk: the route's own amount. */
const MERAK_ADULT_PORT_FEE = { kode_rute: "MRK-BKH", jumlah: 5_000 };
const INSURANCE = { penumpang: 1_000, kendaraan: 2_500 } as const;
/** Jasa Raharja's compulsory levy per passenger on board (the component migration 0031 made of the old setting). */
const JASA_RAHARJA = { nama: "Iuran Wajib Jasa Raharja", penumpang: 500 } as const;

type CargoRow = typeof cargoTypes.$inferSelect;

function portFee(cargo: CargoRow): number | null {
  if (cargo.kategori === "kendaraan")
    return (
      PORT_FEE_VEHICLES[VEHICLE_GOLONGAN.indexOf(cargo.golongan as (typeof VEHICLE_GOLONGAN)[number])] ?? null
    );
  if (cargo.kategori === "barang") return PORT_FEE.barang;
  return cargo.kelompok_umur === "Anak" ? PORT_FEE.Anak : PORT_FEE.Dewasa;
}

function insurance(cargo: CargoRow): number | null {
  return cargo.kategori === "barang" ? null : INSURANCE[cargo.kategori as keyof typeof INSURANCE];
}

/**
 * Two fare components beyond the transport fare (decision 042): the port's pas masuk and an optional
 * insurance, collected for third parties, with general amounts from the year's start and Merak's own
 * port fee for adults; and the passengers' amount of 'Iuran Wajib Jasa Raharja', which migration 0031 created
 * from the old levy setting (0, so without amounts, in a new database).
 */
export async function seedFareComponents(db: Database, now = new Date()): Promise<void> {
  const from = `${todayIn("Asia/Jakarta", now).slice(0, 4)}-01-01`;
  const [port, cover] = await db
    .insert(fareComponents)
    .values([
      {
        nama: "Jasa Pelabuhan / Pas Masuk",
        pemilik: "pihak_ketiga",
        penerima: "PT ASDP Indonesia Ferry (Persero) — pelabuhan",
        aturan_refund: "sebelum_boarding",
        bayi_bebas: true,
        urutan: 10,
      },
      {
        nama: "Asuransi Tambahan",
        pemilik: "pihak_ketiga",
        penerima: "PT Asuransi Jasa Indonesia (Persero)",
        aturan_refund: "selalu",
        bayi_bebas: true,
        urutan: 30,
      },
    ])
    .returning();
  if (!port || !cover) return;
  const cargo = await db.select().from(cargoTypes);
  const general = (componentId: number, amountOf: (row: CargoRow) => number | null) =>
    cargo.flatMap((row) => {
      const jumlah = amountOf(row);
      return jumlah === null
        ? []
        : [{ component_id: componentId, route_id: null, cargo_type_id: row.id, jumlah, berlaku_mulai: from }];
    });
  const [merak] = await db
    .select()
    .from(seaRoutes)
    .where(eq(seaRoutes.kode_rute, MERAK_ADULT_PORT_FEE.kode_rute));
  // A new database has it from migration 0031; a database emptied by the tests does not.
  await db
    .insert(fareComponents)
    .values({
      nama: JASA_RAHARJA.nama,
      pemilik: "pihak_ketiga",
      penerima: "PT Jasa Raharja (Persero)",
      aturan_refund: "force_majeure",
      urutan: 20,
    })
    .onConflictDoNothing();
  const [levy] = await db.select().from(fareComponents).where(eq(fareComponents.nama, JASA_RAHARJA.nama));
  const adults = cargo.filter((row) => row.kategori === "penumpang" && row.kelompok_umur === "Dewasa");
  await db.insert(fareComponentRates).values([
    ...general(port.id, portFee),
    ...general(cover.id, insurance),
    ...(levy
      ? general(levy.id, (row) => (row.kategori === "penumpang" ? JASA_RAHARJA.penumpang : null))
      : []),
    ...(merak
      ? adults.map((row) => ({
          component_id: port.id,
          route_id: merak.id,
          cargo_type_id: row.id,
          jumlah: MERAK_ADULT_PORT_FEE.jumlah,
          berlaku_mulai: from,
        }))
      : []),
  ]);
}
