import type { PaymentMethod } from "@ferry/shared/bookings";

export type Settlement = {
  /** What the cashier typed, in whole rupiah (null when empty or not a number). */
  received: number | null;
  /** What is recorded: never more than what is due. */
  amount: number;
  /** Cash handed back ('Kembalian'). */
  change: number;
  /** Still to pay after this payment ('Sisa tagihan'). */
  remaining: number;
};

/** Reads `150.000`, `150000` or `Rp 150.000` as whole rupiah. */
export function parseRupiah(text: string): number | null {
  const digits = text.replace(/[^\d]/g, "");
  return digits === "" ? null : Number(digits);
}

/**
 * A payment against what is due: cash above the due amount gives change; any method records at most
 * the due amount. Without a known due amount (no price yet) the typed amount is taken as it is.
 */
export function settle(method: PaymentMethod, text: string, due: number | null): Settlement {
  const received = parseRupiah(text);
  if (received === null) return { received, amount: 0, change: 0, remaining: due ?? 0 };
  if (due === null) return { received, amount: received, change: 0, remaining: 0 };
  const amount = Math.min(received, due);
  return {
    received,
    amount,
    change: method === "tunai" ? Math.max(0, received - due) : 0,
    remaining: Math.max(0, due - amount),
  };
}
