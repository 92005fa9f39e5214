import { z } from "zod";
import { listQuerySchema, recordStatus } from "./list-query";
import { optionalText, requiredText } from "./text-fields";
import { timestamp } from "./wire";
import { PORT_TIME_ZONES } from "./zoned-time";

const portTimeZone = z.enum(PORT_TIME_ZONES, { error: "Zona waktu harus WIB, WITA atau WIT" });

export const portInputSchema = z.object({
  nama: requiredText("Nama pelabuhan", 100),
  kode: requiredText("Kode pelabuhan", 10)
    .regex(/^[A-Za-z0-9]+$/, { error: "Kode pelabuhan hanya huruf dan angka" })
    .transform((value) => value.toUpperCase()),
  kota: requiredText("Kota", 100),
  alamat: optionalText(300),
  zona_waktu: portTimeZone,
  status: recordStatus.default("Aktif"),
});
export type PortInput = z.input<typeof portInputSchema>;

export const portListQuery = listQuerySchema(["nama", "kode", "kota", "created_at"], {
  status: recordStatus.optional(),
  zona_waktu: portTimeZone.optional(),
});

/** A port as the back office's `/ports` routes answer it. */
export const portSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  kode: z.string(),
  kota: z.string(),
  alamat: z.string().nullable(),
  zona_waktu: z.enum(PORT_TIME_ZONES),
  status: recordStatus,
  created_at: timestamp,
});
export type Port = z.input<typeof portSchema>;
