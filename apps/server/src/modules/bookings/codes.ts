import { randomInt } from "node:crypto";
import { BOOKING_CODE_ALPHABET, BOOKING_CODE_LENGTH } from "@ferry/shared/bookings";

/** A booking code: 8 characters drawn uniformly from the alphabet without look-alikes. */
export function newBookingCode(): string {
  let code = "";
  for (let index = 0; index < BOOKING_CODE_LENGTH; index++) {
    code += BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)];
  }
  return code;
}
