import { ApiError, NETWORK_MESSAGE } from "../../../../lib/api";
import { STAFF_KEYS } from "../../../../lib/storage-keys";
import type { Booking } from "./booking-types";

/**
 * `POST /api/bookings` with an `Idempotency-Key`, so a retried submission cannot sell twice.
 *
 * The shared client (`lib/api.ts`) cannot send extra headers yet; until it can, this one call goes
 * through fetch itself with the staff bearer and turns failures into the same `ApiError`.
 * TODO: replace with `staffApi.post("/bookings", body, { headers })` once the client takes headers.
 */
export async function createBooking(
  body: unknown,
  idempotencyKey: string,
): Promise<{ data: Booking; message?: string }> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Content-Type": "application/json",
    "Idempotency-Key": idempotencyKey,
  };
  const token = window.localStorage.getItem(STAFF_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch("/api/bookings", { method: "POST", headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError({ status: 0, code: "NETWORK_ERROR", message: NETWORK_MESSAGE });
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return answer as { data: Booking; message?: string };
  throw new ApiError({
    status: response.status,
    statusText: response.statusText,
    code: String(answer.error_code ?? answer.code ?? "HTTP_ERROR"),
    message: typeof answer.message === "string" ? answer.message : `Error ${response.status}`,
    body: answer,
  });
}
