import { z } from "zod";
import type { GENDERS, IDENTITY_TYPES } from "./bookings";
import { type TicketTemplate, ticketTemplateSchema } from "./documents";
import { databaseId } from "./ids";

/** The counter's defaults and repeat customers (issue 22): docs/decisions/030-counter-speed.md. */

export const COUNTER_MESSAGES = {
  saved: "Pengaturan loket disimpan",
  portUnknown: "Pelabuhan tidak ditemukan",
  lookupTooShort: "Masukkan minimal 4 karakter",
} as const;

/** A cashier's counter defaults; without a saved row the counter has no port and prints thermal tickets. */
export type CounterDefaults = { port_id: number | null; ticket_template: TicketTemplate };
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
export type KnownPerson = {
  nama_lengkap: string;
  jenis_identitas: (typeof IDENTITY_TYPES)[number] | null;
  nomor_identitas: string;
  jenis_kelamin: (typeof GENDERS)[number] | null;
};

/** The vehicle last sold with this plate, with its class (cargo type) then. */
export type KnownVehicle = {
  nomor_kendaraan: string;
  nama_pemilik: string;
  cargo_type_id: number;
  golongan: string | null;
};
