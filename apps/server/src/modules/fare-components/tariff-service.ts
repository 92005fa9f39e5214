import type { tariffCopySchema } from "@ferry/shared/tariffs";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { type Actor, logActivity } from "../activity-log/index";
import { type TariffValues, writeTariff } from "./save-tariff";
import { readTariffGrid } from "./tariff-grid";

const summary = (prices: number, rates: number) => `${prices} tarif angkutan, ${rates} komponen`;

/**
 * Saves a route's grid (`routeId` null: the general component amounts of every route) with one effective
 * date in one transaction, logged once with every change.
 */
export async function saveTariff(db: Database, actor: Actor, routeId: number | null, values: TariffValues) {
  return db.transaction(async (tx) => {
    const written = await writeTariff(tx, routeId, values);
    const where = written.route ? `rute ${written.route.kode_rute}` : "umum (semua rute)";
    await logActivity(tx, actor, {
      action: "tariff.saved",
      description: `Tarif ${where} mulai ${values.berlaku_mulai} disimpan: ${summary(written.prices, written.rates)}`,
      ...(routeId === null ? {} : { subject_type: "sea_route", subject_id: routeId }),
      properties: { berlaku_mulai: values.berlaku_mulai, perubahan: written.changes },
    });
    return {
      harga_baru: written.prices,
      komponen_baru: written.rates,
      grid: await readTariffGrid(tx, routeId, values.berlaku_mulai),
    };
  });
}

/**
 * Copies the tariff of one route in force on `berlaku_mulai` (transport fares and component amounts,
 * general or the route's own) to another route from that date; only what differs there is written.
 */
export async function copyTariff(db: Database, actor: Actor, input: z.output<typeof tariffCopySchema>) {
  const { from_route_id: from, to_route_id: to, berlaku_mulai } = input;
  return db.transaction(async (tx) => {
    const source = await readTariffGrid(tx, from, berlaku_mulai);
    const rows = source.rows.map((row) => ({
      cargo_type_id: row.cargo_type.id,
      harga: row.harga,
      harga_muatan: row.harga_muatan,
      components: row.components.map(({ component_id, jumlah }) => ({ component_id, jumlah })),
    }));
    const written = await writeTariff(tx, to, { berlaku_mulai, rows });
    await logActivity(tx, actor, {
      action: "tariff.copied",
      description: `Tarif rute ${source.route?.kode_rute} disalin ke rute ${written.route?.kode_rute} mulai ${berlaku_mulai}: ${summary(written.prices, written.rates)}`,
      subject_type: "sea_route",
      subject_id: to,
      properties: { dari_rute_id: from, berlaku_mulai, perubahan: written.changes },
    });
    return {
      harga_baru: written.prices,
      komponen_baru: written.rates,
      grid: await readTariffGrid(tx, to, berlaku_mulai),
    };
  });
}
