import { z } from "zod";
import { TICKET_TYPES } from "./bookings";
import { remeasureSchema } from "./vehicle-reclassification";

/**
 * The gate's 'Ukur Ulang' boxes as typed (the length may use a decimal comma, an empty weight is none),
 * turned into what the officer measured and checked with the server's `remeasureSchema`.
 */
export const remeasureFormSchema = z
  .object({ panjang_m: z.string(), berat_kg: z.string(), tipe_tiket: z.enum(TICKET_TYPES) })
  .transform(
    (typed): z.input<typeof remeasureSchema> => ({
      panjang_m: Number(typed.panjang_m.replace(",", ".")),
      berat_kg: typed.berat_kg.trim() ? Number(typed.berat_kg) : null,
      tipe_tiket: typed.tipe_tiket,
    }),
  )
  .pipe(remeasureSchema);
export type RemeasureDraft = z.input<typeof remeasureFormSchema>;
