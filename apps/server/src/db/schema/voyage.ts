import type { CargoCategory } from "@ferry/shared/cargo-types";
import type { RecordStatus } from "@ferry/shared/list-query";
import type { ShipStatus } from "@ferry/shared/ships";
import type { PortTimeZone } from "@ferry/shared/zoned-time";
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { created } from "./columns";

export const ports = pgTable("ports", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  nama: text().notNull(),
  kode: text().notNull().unique(),
  kota: text().notNull(),
  alamat: text(),
  zona_waktu: text().$type<PortTimeZone>().notNull(),
  status: text().notNull().default("Aktif"),
  created_at: created(),
});

export const ships = pgTable("ships", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  nama: text().notNull(),
  kode_kapal: text().notNull().unique(),
  jenis: text().notNull(),
  gt: integer().notNull(),
  // The ship's particulars the sailing permit (SPB) manifest carries (decision 034).
  tanda_panggilan: text(),
  bendera: text().notNull().default("Indonesia"),
  tahun: integer().notNull(),
  gambar: text(),
  status_operasional: text().$type<ShipStatus>().notNull().default("Aktif"),
  fasilitas: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  gambar_fasilitas: jsonb().$type<{ nama: string; gambar: string }[]>().notNull().default(sql`'[]'::jsonb`),
  created_at: created(),
});

export const crew = pgTable(
  "crew",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ship_id: integer()
      .notNull()
      .references(() => ships.id),
    nama: text().notNull(),
    jabatan: text().notNull(),
    nomor_identitas: text().notNull(),
    nomor_sertifikat: text().notNull(),
    masa_berlaku_sertifikat: date({ mode: "string" }).notNull(),
    status: text().notNull().default("Aktif"),
    created_at: created(),
  },
  (table) => [index().on(table.ship_id)],
);

export const cargoTypes = pgTable("cargo_types", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  kategori: text().$type<CargoCategory>().notNull(),
  nama: text().notNull(),
  golongan: text(),
  kelas: text(),
  kelompok_umur: text(),
  deskripsi: text(),
  free_riders: integer().notNull().default(0),
  created_at: created(),
});

export const seaRoutes = pgTable(
  "sea_routes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kode_rute: text().notNull().unique(),
    nama_rute: text().notNull(),
    port_origin_id: integer()
      .notNull()
      .references(() => ports.id),
    port_destination_id: integer()
      .notNull()
      .references(() => ports.id),
    jarak: numeric({ mode: "number" }).notNull(),
    duration_minutes: integer().notNull(),
    status: text().$type<RecordStatus>().notNull().default("Aktif"),
    created_at: created(),
  },
  (table) => [index().on(table.port_origin_id), index().on(table.port_destination_id)],
);

/** Price history: a row applies to schedules departing on or after `berlaku_mulai`, until a newer row. */
export const ticketPrices = pgTable(
  "ticket_prices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    route_id: integer()
      .notNull()
      .references(() => seaRoutes.id),
    cargo_type_id: integer()
      .notNull()
      .references(() => cargoTypes.id),
    harga: integer().notNull(),
    harga_muatan: integer(),
    berlaku_mulai: date({ mode: "string" }).notNull(),
    created_at: created(),
  },
  (table) => [
    uniqueIndex().on(table.route_id, table.cargo_type_id, table.berlaku_mulai),
    index().on(table.cargo_type_id),
  ],
);

export const shipCapacities = pgTable(
  "ship_capacities",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ship_id: integer()
      .notNull()
      .references(() => ships.id),
    cargo_type_id: integer()
      .notNull()
      .references(() => cargoTypes.id),
    kuota: integer().notNull(),
    created_at: created(),
  },
  (table) => [uniqueIndex().on(table.ship_id, table.cargo_type_id), index().on(table.cargo_type_id)],
);
