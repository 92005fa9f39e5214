import { staffApi } from "../../../../lib/api";
import type { Booking } from "./booking-types";

/** `POST /api/bookings` with an `Idempotency-Key`, so a retried submission cannot sell twice. */
export function createBooking(
  body: unknown,
  idempotencyKey: string,
): Promise<{ data: Booking; message?: string }> {
  return staffApi.post("/bookings", body, { headers: { "Idempotency-Key": idempotencyKey } });
}
