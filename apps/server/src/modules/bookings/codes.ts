import { randomBytes, randomInt } from "node:crypto";
import { BOOKING_CODE_ALPHABET, BOOKING_CODE_LENGTH } from "@ferry/shared/bookings";

/** A booking code: 8 characters drawn uniformly from the alphabet without look-alikes. */
export function newBookingCode(): string {
  let code = "";
  for (let index = 0; index < BOOKING_CODE_LENGTH; index++) {
    code += BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)];
  }
  return code;
}

/** A ticket's QR secret: 128 random bits, never derived from ids. */
export function newQrSecret(): string {
  return randomBytes(16).toString("base64url");
}

/** A ticket's printed code: the booking code, P (passenger) or K (vehicle), and its number. */
export function ticketCode(bookingCode: string, kind: "P" | "K", index: number): string {
  return `${bookingCode}-${kind}${String(index + 1).padStart(2, "0")}`;
}
