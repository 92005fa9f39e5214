import { placesLeft } from "@ferry/shared/places-left";
import type { PublicSchedule } from "./api/schedules";

/**
 * Lowest price of a schedule ('Harga mulai dari') and the spec's total left (sum of `sisa_kuota`): places of
 * every kind together, shown beside passenger seats and vehicle places apart, never called seats.
 */
export function priceSummary(schedule: PublicSchedule) {
  const prices = schedule.available_seats.map((seat) => seat.harga).filter((price) => price > 0);
  return {
    lowest: prices.length ? Math.min(...prices) : null,
    placesLeft: placesLeft(schedule.available_seats).total,
  };
}
