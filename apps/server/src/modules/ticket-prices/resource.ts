import { ticketPriceInputSchema, ticketPriceListQuery, ticketPriceSchema } from "@ferry/shared/ticket-prices";
import { z } from "zod";
import type { Database } from "../../db/client";
import { ticketPrices } from "../../db/schema/voyage";
import { AppError, fieldError } from "../../lib/app-error";
import { defineResource } from "../../lib/resource-service";
import { cargoTypesByIds } from "../cargo-types/index";
import { applyPriceToSchedules, quotasUsing } from "../schedules/index";
import { findRoute } from "../sea-routes/index";
import { type CurrentPrice, describePrices, priceEndsOn, samePriceDay } from "./service";

/** A new price applies to every upcoming schedule departing in its period, until the next newer price. */
export async function applyPrice(tx: Database, price: CurrentPrice) {
  await applyPriceToSchedules(tx, price, await priceEndsOn(tx, price));
}

/**
 * Ticket prices: one row per route, cargo type and start day (`berlaku_mulai`); history is kept. A price
 * already copied into schedules is not changed or deleted: a newer price is added instead.
 */
export const ticketPriceResource = defineResource({
  path: "/ticket-prices",
  module: "harga tiket",
  subject: "ticket_price",
  label: "Harga tiket",
  table: ticketPrices,
  inputSchema: ticketPriceInputSchema,
  listQuery: ticketPriceListQuery,
  searchColumns: [],
  sortColumns: { berlaku_mulai: ticketPrices.berlaku_mulai, harga: ticketPrices.harga },
  filterColumns: { route_id: ticketPrices.route_id, cargo_type_id: ticketPrices.cargo_type_id },
  defaultSort: ticketPrices.berlaku_mulai,
  prepare: async (tx, values) => {
    const cargo = (await cargoTypesByIds(tx, [values.cargo_type_id])).get(values.cargo_type_id);
    if (!cargo) throw fieldError("cargo_type_id", "Jenis muatan tidak ditemukan");
    if (cargo.kategori === "kendaraan" && values.harga_muatan === null) {
      throw fieldError("harga_muatan", "Harga muatan wajib diisi untuk kendaraan");
    }
    // Only vehicles have a loaded price.
    return cargo.kategori === "kendaraan" ? values : { ...values, harga_muatan: null };
  },
  validate: async (tx, values, id) => {
    if (id !== null && (await quotasUsing(tx, { ticket_price_id: id })) > 0) {
      throw new AppError(
        "CONFLICT",
        "Harga ini sudah dipakai jadwal; tambahkan harga baru dengan tanggal berlaku baru.",
      );
    }
    if (!(await findRoute(tx, values.route_id))) throw fieldError("route_id", "Rute tidak ditemukan");
    if (await samePriceDay(tx, values, id)) {
      throw fieldError(
        "berlaku_mulai",
        "Sudah ada harga untuk rute dan jenis muatan ini pada tanggal berlaku tersebut",
      );
    }
  },
  afterCreate: applyPrice,
  afterUpdate: applyPrice,
  inUse: async (tx, id) => {
    const used = await quotasUsing(tx, { ticket_price_id: id });
    return used > 0
      ? `sudah dipakai oleh ${used} jadwal. Tambahkan harga baru dengan tanggal berlaku baru.`
      : null;
  },
  present: describePrices,
  rowSchema: ticketPriceSchema,
  optionExtraSchema: { status: z.null() },
  optionLabel: (row) => `${row.berlaku_mulai} · Rp ${row.harga}`,
});
