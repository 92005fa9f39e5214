import { z } from "zod";
import { listQuerySchema, optionalId } from "./list-query";
import { requiredId } from "./text-fields";

const quota = z.coerce
  .number({ error: "Kuota wajib diisi" })
  .int({ error: "Kuota harus bilangan bulat" })
  .min(0, { error: "Kuota tidak boleh negatif" })
  .max(100_000, { error: "Kuota terlalu besar" });

export const shipCapacityInputSchema = z.object({
  ship_id: requiredId("Kapal"),
  cargo_type_id: requiredId("Jenis muatan"),
  kuota: quota,
});

/** The whole capacity grid of one ship, saved in one call (entries with kuota 0 are removed). */
export const shipCapacityGridSchema = z.object({
  entries: z.array(z.object({ cargo_type_id: requiredId("Jenis muatan"), kuota: quota })).max(100),
});

export const shipCapacityListQuery = listQuerySchema(["kuota"], {
  ship_id: optionalId,
  cargo_type_id: optionalId,
});
