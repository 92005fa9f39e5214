import { z } from "zod";
import { unsyncedDeviceSchema } from "./gate-offline";
import { scheduleSummarySchema } from "./schedules";

/** Embarkation ('Embarkasi'): a sailing's boarding, as `/boardings` answers it. */

const int = z.number().int();

export const BOARDING_STATES = ["belum", "dibuka", "ditutup"] as const;
export type BoardingState = (typeof BOARDING_STATES)[number];

/** Sold (every ticket not cancelled) against boarded (used), still expected (active), expired, cancelled. */
export const boardingCountsSchema = z.object({
  terjual: int,
  naik: int,
  belum: int,
  kadaluarsa: int,
  dibatalkan: int,
});
export type BoardingCounts = z.input<typeof boardingCountsSchema>;

/** A sailing with its boarding state, the master check and the live counts. */
export const boardingSchema = z.object({
  schedule: scheduleSummarySchema,
  boarding: z.object({
    state: z.enum(BOARDING_STATES),
    opened_at: z.string().nullable(),
    opened_by: z.string().nullable(),
    closed_at: z.string().nullable(),
    closed_by: z.string().nullable(),
  }),
  master: z.object({ ok: z.boolean(), message: z.string() }),
  penumpang: boardingCountsSchema,
  kendaraan: boardingCountsSchema,
  /** Offline scans that clashed (decision 031) and devices that may still hold unsynced scans. */
  konflik: int,
  perangkat_belum_sinkron: z.array(unsyncedDeviceSchema),
});
export type Boarding = z.input<typeof boardingSchema>;
