import type { BookingChannel } from "@ferry/shared/bookings";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../plugins/access";
import type { BookingRow } from "./status";

/** Who sells: an agent's sale is an agent booking, a company makes it an expedition request, else the counter. */
export function saleChannel(
  auth: AuthContext,
  input: { expedition_company_id?: number | null },
): BookingChannel {
  if (auth.user.tipe_pengguna === "pelanggan") return "online";
  if (auth.user.tipe_pengguna === "agen") return "agen";
  return input.expedition_company_id ? "ekspedisi" : "loket";
}

const SELL_PERMISSION: Record<BookingChannel, string | null> = {
  loket: "create penjualan umum",
  ekspedisi: "create penjualan ekspedisi",
  agen: "create booking agen",
  online: null,
};

/** Staff who may read bookings (an agent reads only their own). */
const VIEWERS = [
  "view penjualan umum",
  "view penjualan ekspedisi",
  "view acc space",
  "view acc pembayaran",
  "view acc ekspedisi",
  "view booking",
  "view cetak tiket",
];

export function isAgent(auth: AuthContext): boolean {
  return auth.user.tipe_pengguna === "agen";
}

function requireAny(auth: AuthContext, names: string[]): void {
  if (!names.some((name) => auth.permissions.has(name))) throw new AppError("ACCESS_DENIED");
}

/**
 * May the caller sell on this channel? The online channel has no staff permission: only a customer, and
 * only through the online booking routes (which pass `online`, after checking the operator's setting and
 * the customer's profile); any other way in is refused.
 */
export function requireSellPermission(auth: AuthContext, channel: BookingChannel, online = false): void {
  if (channel === "online") {
    if (!online || auth.user.tipe_pengguna !== "pelanggan") throw new AppError("ACCESS_DENIED");
    return;
  }
  const permission = SELL_PERMISSION[channel];
  if (!permission) throw new AppError("ACCESS_DENIED");
  requireAny(auth, [permission]);
}

/**
 * Staff with a sales viewing permission read every booking; an agent, or anyone else holding only
 * `view booking agen` (the menu's 'Tiket Penumpang'), reads only the bookings they sold as an agent.
 */
export function readScope(auth: AuthContext): { agent_user_id?: number } {
  if (!isAgent(auth) && VIEWERS.some((name) => auth.permissions.has(name))) return {};
  requireAny(auth, ["view booking agen"]);
  return { agent_user_id: auth.user.id };
}

export function requireReadable(auth: AuthContext, booking: BookingRow): void {
  const scope = readScope(auth);
  if (scope.agent_user_id !== undefined && booking.agent_user_id !== scope.agent_user_id) {
    throw new AppError("NOT_FOUND", "Booking tidak ditemukan");
  }
}

/** Recording money at the counter, or approving a transfer: the expedition desk for expedition bookings. */
export function requirePaymentRecorder(auth: AuthContext, booking: BookingRow): void {
  requireAny(
    auth,
    booking.channel === "ekspedisi"
      ? ["create penjualan ekspedisi", "edit acc ekspedisi"]
      : ["create penjualan umum", "edit acc pembayaran"],
  );
}

export function requirePaymentApprover(auth: AuthContext, booking: BookingRow): void {
  requireAny(auth, [booking.channel === "ekspedisi" ? "edit acc ekspedisi" : "edit acc pembayaran"]);
}

export function requireCanceller(auth: AuthContext, booking: BookingRow): void {
  if (isAgent(auth)) {
    if (booking.agent_user_id !== auth.user.id) throw new AppError("NOT_FOUND", "Booking tidak ditemukan");
    requireAny(auth, ["delete booking agen"]);
    return;
  }
  const desk = booking.channel === "ekspedisi" ? "delete penjualan ekspedisi" : "delete penjualan umum";
  requireAny(auth, ["edit booking", desk]);
}
