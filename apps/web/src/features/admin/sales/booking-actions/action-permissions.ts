import type { Booking } from "../api/booking-types";

type Can = (permission: string) => boolean;

/**
 * Who may take which action on a booking, as the booking API decides it (`modules/bookings/access.ts`):
 * the buttons of those who may not are hidden. The server still decides.
 */
export const actionPermissions = {
  recordPayment: (can: Can, booking: Booking) =>
    booking.channel === "ekspedisi"
      ? can("create penjualan ekspedisi") || can("edit acc ekspedisi")
      : can("create penjualan umum") || can("edit acc pembayaran"),
  reviewPayments: (can: Can, booking: Booking) =>
    can(booking.channel === "ekspedisi" ? "edit acc ekspedisi" : "edit acc pembayaran"),
  cancel: (can: Can, booking: Booking, agent: boolean) =>
    agent
      ? can("delete booking agen")
      : can("edit booking") ||
        can(booking.channel === "ekspedisi" ? "delete penjualan ekspedisi" : "delete penjualan umum"),
  decideSpace: (can: Can) => can("edit acc space"),
};
