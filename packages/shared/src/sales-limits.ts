import { z } from "zod";
import { BOOKING_CHANNEL_LABELS, BOOKING_CHANNELS, type BookingChannel } from "./bookings";
import { emptyAsNull, requiredId } from "./text-fields";

/** `GET /api/sales-limits?schedule_id=`. */
export const salesLimitsQuery = z.object({ schedule_id: requiredId("Jadwal") });

const batas = emptyAsNull(
  z.coerce
    .number({ error: "Batas harus angka" })
    .int({ error: "Batas harus bilangan bulat" })
    .min(0, { error: "Batas tidak boleh negatif" })
    .max(100_000, { error: "Batas maksimal 100000" })
    .nullable(),
);

/**
 * `PUT /api/sales-limits/schedule/{scheduleId}`: the schedule's limits per channel, replacing the ones it
 * had. A channel left out or with an empty `batas` has no limit.
 */
export const saveSalesLimitsSchema = z.object({
  limits: z
    .array(
      z.object({
        channel: z.enum(BOOKING_CHANNELS, { error: "Kanal penjualan tidak dikenal" }),
        batas,
      }),
    )
    .max(BOOKING_CHANNELS.length, { error: "Terlalu banyak kanal" })
    .refine((limits) => new Set(limits.map((limit) => limit.channel)).size === limits.length, {
      error: "Setiap kanal hanya boleh disebut sekali",
    }),
});
export type SaveSalesLimitsInput = z.input<typeof saveSalesLimitsSchema>;
export type SaveSalesLimitsValues = z.output<typeof saveSalesLimitsSchema>;

/** One channel of a schedule: `batas` null means no limit (then `sisa` is null too). */
export const channelLimitSchema = z.object({
  channel: z.enum(BOOKING_CHANNELS),
  label: z.string(),
  batas: z.number().int().nullable(),
  terjual: z.number().int(),
  sisa: z.number().int().nullable(),
});
export type ChannelLimit = z.infer<typeof channelLimitSchema>;

/** A schedule's limits per channel (`GET /sales-limits`, `PUT /sales-limits/schedule/{id}`). */
export const scheduleSalesLimitsSchema = z.object({
  schedule_id: z.number().int(),
  limits: z.array(channelLimitSchema),
});
export type ScheduleSalesLimits = z.infer<typeof scheduleSalesLimitsSchema>;

export function channelLabel(channel: string): string {
  return BOOKING_CHANNEL_LABELS[channel as BookingChannel] ?? channel;
}

export const SALES_LIMIT_MESSAGES = {
  exceeded: (label: string, sisa: number) =>
    `Batas penjualan ${label} untuk jadwal ini sudah tercapai (sisa ${sisa})`,
  belowSold: (label: string, terjual: number) =>
    `Batas ${label} tidak boleh kurang dari kursi yang sudah terjual (${terjual})`,
} as const;
