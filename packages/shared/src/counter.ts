import { z } from "zod";
import { GENDERS, IDENTITY_TYPES } from "./bookings";
import { TICKET_TEMPLATES, ticketTemplateSchema } from "./documents";
import { databaseId } from "./ids";

/** The counter's defaults and repeat customers (issue 22): docs/decisions/030-counter-speed.md. */

export const COUNTER_MESSAGES = {
  saved: "Pengaturan loket disimpan",
  portUnknown: "Pelabuhan tidak ditemukan",
  lookupTooShort: "Masukkan minimal 4 karakter",
} as const;

/** A cashier's counter defaults; without a saved row the counter has no port and prints thermal tickets. */
export const counterDefaultsAnswerSchema = z.object({
  port_id: z.number().int().nullable(),
  ticket_template: z.enum(TICKET_TEMPLATES),
});
export type CounterDefaults = z.infer<typeof counterDefaultsAnswerSchema>;
export const DEFAULT_COUNTER: CounterDefaults = { port_id: null, ticket_template: "thermal" };

export const counterDefaultsSchema = z.object({
  port_id: z.preprocess((value) => (value === "" ? null : value), databaseId("Pelabuhan").nullable()),
  ticket_template: ticketTemplateSchema,
});
export type CounterDefaultsInput = z.input<typeof counterDefaultsSchema>;

const lookupText = (max: number) =>
  z
    .string({ error: COUNTER_MESSAGES.lookupTooShort })
    .trim()
    .min(4, { error: COUNTER_MESSAGES.lookupTooShort })
    .max(max, { error: `Maksimal ${max} karakter` });

/** `?nomor_identitas=` the NIK (or other identity number) typed at the counter. */
export const knownPersonQuerySchema = z.object({ nomor_identitas: lookupText(40) });
/** `?nomor_kendaraan=` the plate typed at the counter; spaces and case do not matter. */
export const knownVehicleQuerySchema = z.object({ nomor_kendaraan: lookupText(20) });

/** Plates compare without spaces, upper case (`B 1234 XY` is `B1234XY`). */
export const plateKey = (plate: string) => plate.toUpperCase().replace(/ /g, "");

/** The person last sold with this identity number. */
export const knownPersonSchema = z.object({
  nama_lengkap: z.string(),
  jenis_identitas: z.enum(IDENTITY_TYPES).nullable(),
  nomor_identitas: z.string(),
  jenis_kelamin: z.enum(GENDERS).nullable(),
});
export type KnownPerson = z.infer<typeof knownPersonSchema>;

/** The vehicle last sold with this plate, with its class (cargo type) then. */
export const knownVehicleSchema = z.object({
  nomor_kendaraan: z.string(),
  nama_pemilik: z.string(),
  cargo_type_id: z.number().int(),
  golongan: z.string().nullable(),
});
export type KnownVehicle = z.infer<typeof knownVehicleSchema>;
