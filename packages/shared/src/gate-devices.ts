import { z } from "zod";
import { loginSchema } from "./staff-auth";
import { requiredText } from "./text-fields";

/**
 * Gate device sessions (decision 032): a gate officer's phone or scanner signs in under its own name
 * beside the officer's other sessions, and holds only the gate permissions the officer has.
 */

/** What a device session may hold: the gates and the boarding lists they read, nothing else. */
export const GATE_DEVICE_PERMISSIONS: readonly string[] = [
  // The parent of the sales menu group the gate entries sit in (no server route asks for it).
  "manage penjualan",
  "view embarkasi",
  "view scan tiket",
  "create scan tiket",
  "view scan batal",
  "create scan batal",
];

/** A device signs in only for an account that can scan at one of the gates. */
export const GATE_SCAN_PERMISSIONS: readonly string[] = ["create scan tiket", "create scan batal"];

/** The names of `held` a device session keeps. */
export function gateDevicePermissions(held: Iterable<string>): Set<string> {
  const allowed = new Set(GATE_DEVICE_PERMISSIONS);
  return new Set([...held].filter((name) => allowed.has(name)));
}

export const DEVICE_NAME_MAX = 60;

/** `POST /api/login/perangkat`: the officer's credentials (as the staff login's) and the device's name. */
export const deviceLoginSchema = loginSchema.omit({ force: true }).extend({
  perangkat: requiredText("Nama perangkat", DEVICE_NAME_MAX),
});
export type DeviceLoginInput = z.infer<typeof deviceLoginSchema>;

/** One live device session of a user, as `GET /api/users/{id}/device-sessions` lists it. */
export const deviceSessionSchema = z.object({
  id: z.number().int(),
  perangkat: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_activity_at: z.string(),
  expires_at: z.string(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const DEVICE_MESSAGES = {
  noGatePermission:
    "Akun ini tidak memiliki hak akses scan tiket, sehingga tidak dapat masuk sebagai perangkat gerbang.",
  gateOnly: "Sesi perangkat gerbang hanya dapat dipakai untuk scan tiket.",
  revoked: "Sesi perangkat ini telah dicabut oleh administrator. Silakan login kembali.",
  notFound: "Sesi perangkat tidak ditemukan atau sudah berakhir",
  revokedDone: (perangkat: string) => `Sesi perangkat "${perangkat}" telah dicabut`,
} as const;
