import { z } from "zod";
import { listQuerySchema, optionalId } from "./list-query";
import { emptyAsNull, requiredDate, requiredId, rupiah } from "./text-fields";

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
