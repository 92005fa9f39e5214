import { ticketPriceInputSchema, ticketPriceListQuery } from "@ferry/shared/ticket-prices";
import { eq } from "drizzle-orm";
import { cargoTypes, seaRoutes, ticketPrices } from "../../db/schema/voyage";
import { AppError, fieldError } from "../../lib/app-error";
import { type ResourceDefinition, resourceRoutes } from "../../lib/resource-routes";
import { quotasUsing } from "../schedules/usage";
import { describePrices } from "./service";

export const ticketPriceResource: ResourceDefinition = {
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
  validate: async (tx, values, id) => {
    const [route] = await tx
      .select({ id: seaRoutes.id })
      .from(seaRoutes)
      .where(eq(seaRoutes.id, Number(values.route_id)));
    if (!route) throw fieldError("route_id", "Rute tidak ditemukan");
    const [cargo] = await tx
      .select()
      .from(cargoTypes)
      .where(eq(cargoTypes.id, Number(values.cargo_type_id)));
    if (!cargo) throw fieldError("cargo_type_id", "Jenis muatan tidak ditemukan");
    if (cargo.kategori === "kendaraan" && values.harga_muatan === null) {
      throw fieldError("harga_muatan", "Harga muatan wajib diisi untuk kendaraan");
    }
    // A price already copied into schedules is history: change it by adding a newer price.
    if (id !== null && (await quotasUsing(tx, { ticket_price_id: id })) > 0) {
      throw new AppError(
        "CONFLICT",
        "Harga ini sudah dipakai jadwal; tambahkan harga baru dengan tanggal berlaku baru.",
      );
    }
  },
  inUse: async (tx, id) => {
    const used = await quotasUsing(tx, { ticket_price_id: id });
    return used > 0
      ? `sudah dipakai oleh ${used} jadwal. Tambahkan harga baru dengan tanggal berlaku baru.`
      : null;
  },
  present: describePrices,
  optionLabel: (row) => `${row.berlaku_mulai} · Rp ${row.harga}`,
};

export const ticketPriceRoutes = resourceRoutes(ticketPriceResource);
