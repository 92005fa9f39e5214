import { z } from "zod";
import { cargoTypeSchema } from "./cargo-types";
import { listQuerySchema, optionalId } from "./list-query";
import { seaRouteSchema } from "./sea-routes";
import { emptyAsNull, requiredDate, requiredId, rupiah } from "./text-fields";
import { timestamp } from "./wire";

/**
 * A price from `berlaku_mulai` on (the departure day in the origin port's zone); a newer row for the same
 * route and cargo type replaces it from its date. `harga_muatan` (loaded price) is for vehicles only.
 */
export const ticketPriceInputSchema = z.object({
  route_id: requiredId("Rute"),
  cargo_type_id: requiredId("Jenis muatan"),
  harga: rupiah("Harga"),
  harga_muatan: emptyAsNull(rupiah("Harga muatan").nullable()),
  berlaku_mulai: requiredDate("Tanggal berlaku"),
});
export type TicketPriceInput = z.input<typeof ticketPriceInputSchema>;

export const ticketPriceListQuery = listQuerySchema(["berlaku_mulai", "harga"], {
  route_id: optionalId,
  cargo_type_id: optionalId,
});

/** A price as the back office's `/ticket-prices` routes answer it, with its route (and ports) and cargo type. */
export const ticketPriceSchema = z.object({
  id: z.number().int(),
  route_id: z.number().int(),
  cargo_type_id: z.number().int(),
  harga: z.number().int(),
  harga_muatan: z.number().int().nullable(),
  berlaku_mulai: z.string(),
  created_at: timestamp,
  route: seaRouteSchema.nullable(),
  cargo_type: cargoTypeSchema.nullable(),
});
export type TicketPrice = z.input<typeof ticketPriceSchema>;
