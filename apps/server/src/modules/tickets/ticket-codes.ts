import { randomBytes } from "node:crypto";

/** A ticket's QR secret: 128 random bits, never derived from ids. */
export function newQrSecret(): string {
  return randomBytes(16).toString("base64url");
}

/** A ticket's printed code: the booking code, P (passenger) or K (vehicle), and its number. */
export function ticketCode(bookingCode: string, kind: "P" | "K", index: number): string {
  return `${bookingCode}-${kind}${String(index + 1).padStart(2, "0")}`;
}
