import { bigint, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { schedules } from "./schedules";

/**
 * What the reports sum per sailing, kept summed (decision 051): refreshed from the sailing's own rows by
 * the database at the commit of every transaction that wrote one of them (triggers of migration 0035,
 * `sailing_totals_refresh`), so it is exact to the rupiah whatever path wrote. Rebuilt whole by
 * `SELECT sailing_totals_rebuild()`.
 */
export const sailingTotals = pgTable("sailing_totals", {
  schedule_id: integer()
    .primaryKey()
    .references(() => schedules.id, { onDelete: "cascade" }),
  /** Passenger seats and vehicle places apart: capacity and held (the quotas). */
  kursi: integer().notNull().default(0),
  kursi_terjual: integer().notNull().default(0),
  tempat_kendaraan: integer().notNull().default(0),
  tempat_terjual: integer().notNull().default(0),
  /** People and vehicles of the confirmed bookings. */
  penumpang: integer().notNull().default(0),
  kendaraan: integer().notNull().default(0),
  /** Their net fares (`harga - potongan`), what the manifest reports total (migration 0039). */
  harga_penumpang: bigint({ mode: "number" }).notNull().default(0),
  harga_kendaraan: bigint({ mode: "number" }).notNull().default(0),
  /** Passenger tickets used at the gate (any booking status). */
  naik: integer().notNull().default(0),
  /** Bookings moved off this sailing (reschedules and the operator's moves). */
  dipindah: integer().notNull().default(0),
  /** Revenue of the counted bookings (confirmed, and cancelled with an approved refund) and their approved refunds. */
  pendapatan_kotor: bigint({ mode: "number" }).notNull().default(0),
  refund: bigint({ mode: "number" }).notNull().default(0),
  /** Every approved refund of the sailing's bookings (its force-majeure refunds when the sailing is cancelled). */
  refund_disetujui: bigint({ mode: "number" }).notNull().default(0),
});

/**
 * People and vehicles of a sailing's confirmed bookings per cargo type (rows with none are not kept): how
 * many and their net fare (`harga - potongan`, migration 0039).
 */
export const sailingCargoTotals = pgTable(
  "sailing_cargo_totals",
  {
    schedule_id: integer()
      .notNull()
      .references(() => schedules.id, { onDelete: "cascade" }),
    cargo_type_id: integer().notNull(),
    penumpang: integer().notNull().default(0),
    kendaraan: integer().notNull().default(0),
    harga_penumpang: bigint({ mode: "number" }).notNull().default(0),
    harga_kendaraan: bigint({ mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.schedule_id, table.cargo_type_id] })],
);
