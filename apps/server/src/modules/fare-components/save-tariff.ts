import { TRANSPORT_FARE_LABEL } from "@ferry/shared/fare-components";
import type { tariffSaveSchema } from "@ferry/shared/tariffs";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { fareComponentRates } from "../../db/schema/fares";
import { fieldError } from "../../lib/app-error";
import { savePriceFromDay } from "../ticket-prices/index";
import { readTariffGrid } from "./tariff-grid";

export type TariffValues = z.output<typeof tariffSaveSchema>;
type Grid = Awaited<ReturnType<typeof readTariffGrid>>;
export type TariffChange = { jenis_muatan: string; kolom: string; lama: number | null; baru: number };

const cargoName = (row: Grid["rows"][number]) =>
  row.cargo_type.golongan ? `Gol ${row.cargo_type.golongan} · ${row.cargo_type.nama}` : row.cargo_type.nama;

/** A component's amount (a route's own, or of every route) from the day (the row of that day is replaced). */
async function writeRate(tx: Database, rate: typeof fareComponentRates.$inferInsert) {
  const [sameDay] = await tx
    .select({ id: fareComponentRates.id })
    .from(fareComponentRates)
    .where(
      and(
        eq(fareComponentRates.component_id, rate.component_id),
        eq(sql`coalesce(${fareComponentRates.route_id}, 0)`, rate.route_id ?? 0),
        eq(fareComponentRates.cargo_type_id, rate.cargo_type_id),
        eq(fareComponentRates.berlaku_mulai, rate.berlaku_mulai),
      ),
    );
  if (sameDay)
    await tx
      .update(fareComponentRates)
      .set({ jumlah: rate.jumlah })
      .where(eq(fareComponentRates.id, sameDay.id));
  else await tx.insert(fareComponentRates).values(rate);
}

function checkRows(grid: Grid, rows: TariffValues["rows"]) {
  const known = new Set(grid.components.map((component) => component.id));
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    if (!grid.rows.some((line) => line.cargo_type.id === row.cargo_type_id))
      throw fieldError(`rows.${index}.cargo_type_id`, "Jenis muatan tidak ditemukan");
    if (seen.has(row.cargo_type_id))
      throw fieldError(`rows.${index}.cargo_type_id`, "Jenis muatan muncul dua kali");
    seen.add(row.cargo_type_id);
    row.components.forEach((cell, at) => {
      if (!known.has(cell.component_id))
        throw fieldError(
          `rows.${index}.components.${at}.component_id`,
          "Komponen tidak ditemukan atau tidak aktif",
        );
    });
  });
}

/**
 * Writes the cells of `values` that differ from the tariff in force on its `berlaku_mulai`, inside the
 * caller's transaction: a new transport fare row (applied to upcoming schedules like a new ticket price)
 * and route-specific component amounts. Empty cells are left as they are.
 */
export async function writeTariff(tx: Database, routeId: number | null, values: TariffValues) {
  const date = values.berlaku_mulai;
  const grid = await readTariffGrid(tx, routeId, date);
  checkRows(grid, values.rows);
  const names = new Map(grid.components.map((component) => [component.id, component.nama]));
  const changes: TariffChange[] = [];
  let prices = 0;
  let rates = 0;
  for (const [index, row] of values.rows.entries()) {
    const current = grid.rows.find(
      (line) => line.cargo_type.id === row.cargo_type_id,
    ) as Grid["rows"][number];
    const label = cargoName(current);
    const vehicle = current.cargo_type.kategori === "kendaraan";
    if (routeId === null && (row.harga !== null || row.harga_muatan !== null))
      throw fieldError(`rows.${index}.harga`, "Tarif angkutan diisi per rute, bukan untuk semua rute");
    const harga = row.harga ?? current.harga;
    const muatan = vehicle ? (row.harga_muatan ?? current.harga_muatan) : null;
    if (routeId !== null && (harga !== current.harga || muatan !== current.harga_muatan)) {
      if (harga === null) throw fieldError(`rows.${index}.harga`, `Tarif ${label} wajib diisi`);
      if (vehicle && muatan === null)
        throw fieldError(`rows.${index}.harga_muatan`, `Tarif muat ${label} wajib diisi untuk kendaraan`);
      await savePriceFromDay(
        tx,
        {
          route_id: routeId,
          cargo_type_id: row.cargo_type_id,
          harga,
          harga_muatan: muatan,
          berlaku_mulai: date,
        },
        label,
      );
      prices += 1;
      if (harga !== current.harga)
        changes.push({ jenis_muatan: label, kolom: TRANSPORT_FARE_LABEL, lama: current.harga, baru: harga });
      if (muatan !== null && muatan !== current.harga_muatan)
        changes.push({ jenis_muatan: label, kolom: "Tarif Muat", lama: current.harga_muatan, baru: muatan });
    }
    for (const cell of row.components) {
      const before = current.components.find((line) => line.component_id === cell.component_id);
      if (cell.jumlah === null || cell.jumlah === before?.jumlah) continue;
      await writeRate(tx, {
        component_id: cell.component_id,
        route_id: routeId,
        cargo_type_id: row.cargo_type_id,
        jumlah: cell.jumlah,
        berlaku_mulai: date,
      });
      rates += 1;
      const kolom = names.get(cell.component_id) ?? "";
      changes.push({ jenis_muatan: label, kolom, lama: before?.jumlah ?? null, baru: cell.jumlah });
    }
  }
  return { prices, rates, changes, route: grid.route };
}
