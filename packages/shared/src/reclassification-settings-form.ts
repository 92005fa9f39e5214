import { z } from "zod";
import { reclassificationSettingsSchema, VEHICLE_GROUPS } from "./vehicle-reclassification";

/** Typed text as a number: a decimal comma is accepted, empty text is no number. */
const typedNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));

/** A weight-limit row; `key` tells the rows apart while they are added and removed. */
const limitRow = z.object({ key: z.string(), id: z.string(), batas_berat_kg: z.string() });

/**
 * The 'Ukur Ulang Kendaraan' settings as the form holds them (every number as typed text, a place as its
 * chosen option), turned into the body of `PUT /vehicle-reclassifications/settings` and checked with the
 * server's own schema. An empty length is the open-ended last row.
 */
export const reclassificationSettingsFormSchema = z
  .object({
    golongan: z.array(
      z.object({ golongan: z.string(), kelompok: z.enum(VEHICLE_GROUPS), panjang_maks_m: z.string() }),
    ),
    timbangan: z.array(limitRow),
    batas_berat_kapal: z.array(limitRow),
  })
  .transform(
    (draft): z.input<typeof reclassificationSettingsSchema> => ({
      golongan: draft.golongan.map((row) => ({
        golongan: row.golongan.trim().toUpperCase(),
        kelompok: row.kelompok,
        panjang_maks_m: row.panjang_maks_m.trim() === "" ? null : typedNumber(row.panjang_maks_m),
      })),
      timbangan: draft.timbangan.map((row) => ({
        port_id: Number(row.id),
        batas_berat_kg: typedNumber(row.batas_berat_kg),
      })),
      batas_berat_kapal: draft.batas_berat_kapal.map((row) => ({
        ship_id: Number(row.id),
        batas_berat_kg: typedNumber(row.batas_berat_kg),
      })),
    }),
  )
  .pipe(reclassificationSettingsSchema);
export type ReclassificationSettingsDraft = z.input<typeof reclassificationSettingsFormSchema>;
