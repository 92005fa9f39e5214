import { z } from "zod";
import { listQuerySchema, optionalId, recordStatus } from "./list-query";
import { requiredId, requiredText } from "./text-fields";
import { timestamp } from "./wire";
import { PORT_TIME_ZONES } from "./zoned-time";

export const seaRouteInputSchema = z
  .object({
    kode_rute: requiredText("Kode rute", 20).transform((value) => value.toUpperCase()),
    nama_rute: requiredText("Nama rute", 150),
    port_origin_id: requiredId("Pelabuhan asal"),
    port_destination_id: requiredId("Pelabuhan tujuan"),
    jarak: z.coerce
      .number({ error: "Jarak wajib diisi" })
      .min(0.1, { error: "Jarak minimal 0,1 mil laut" })
      .max(5000),
    duration_minutes: z.coerce
      .number({ error: "Durasi wajib diisi" })
      .int()
      .min(5, { error: "Durasi minimal 5 menit" })
      .max(7 * 24 * 60, { error: "Durasi terlalu lama" }),
    status: recordStatus.default("Aktif"),
  })
  .refine((value) => value.port_origin_id !== value.port_destination_id, {
    error: "Pelabuhan tujuan harus berbeda dari pelabuhan asal",
    path: ["port_destination_id"],
  });
export type SeaRouteInput = z.input<typeof seaRouteInputSchema>;

export const seaRouteListQuery = listQuerySchema(["kode_rute", "nama_rute", "jarak", "duration_minutes"], {
  port_origin_id: optionalId,
  port_destination_id: optionalId,
  status: recordStatus.optional(),
});

/** A port as a route names it. */
export const routePortSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  kode: z.string(),
  zona_waktu: z.enum(PORT_TIME_ZONES),
});

/** A route as the back office's `/routes` answers it, with its two ports. */
export const seaRouteSchema = z.object({
  id: z.number().int(),
  kode_rute: z.string(),
  nama_rute: z.string(),
  port_origin_id: z.number().int(),
  port_destination_id: z.number().int(),
  jarak: z.number(),
  duration_minutes: z.number().int(),
  status: recordStatus,
  created_at: timestamp,
  port_origin: routePortSchema,
  port_destination: routePortSchema,
});
export type SeaRoute = z.input<typeof seaRouteSchema>;
