import { z } from "zod";
import { cargoTypeSchema } from "./cargo-types";
import { listQuerySchema, optionalId } from "./list-query";
import { shipSchema } from "./ships";
import { requiredId } from "./text-fields";
import { timestamp } from "./wire";

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

const gridEntry = shipCapacityGridSchema.shape.entries.element;

/**
 * The capacity grid form: a row per cargo type with its kuota as typed (an array, since react-hook-form reads
 * numeric names as positions); a blank kuota is left out, the rest become the PUT body's `entries`.
 */
export const shipCapacityGridFormSchema = z
  .object({
    rows: z.array(
      gridEntry.extend({
        kuota: z.preprocess((value) => (value === "" ? undefined : value), gridEntry.shape.kuota.optional()),
      }),
    ),
  })
  .transform(({ rows }) => ({
    entries: rows.flatMap(({ cargo_type_id, kuota }) =>
      kuota === undefined ? [] : [{ cargo_type_id, kuota }],
    ),
  }));

export const shipCapacityListQuery = listQuerySchema(["kuota"], {
  ship_id: optionalId,
  cargo_type_id: optionalId,
});

/** One capacity entry as `/ship-capacities/ship/:shipId` answers it (the grid of one ship). */
export const shipCapacityEntrySchema = z.object({
  id: z.number().int(),
  ship_id: z.number().int(),
  cargo_type_id: z.number().int(),
  kuota: z.number().int(),
  created_at: timestamp,
});
export type ShipCapacityEntry = z.input<typeof shipCapacityEntrySchema>;

/** A capacity row as the back office's `/ship-capacities` routes answer it, with its ship and cargo type. */
export const shipCapacitySchema = shipCapacityEntrySchema.extend({
  ship: shipSchema.nullable(),
  cargo_type: cargoTypeSchema.nullable(),
});
