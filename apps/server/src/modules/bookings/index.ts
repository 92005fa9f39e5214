// Public file of the bookings module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { expireIfOverdue, expireOverdue } from "./actions";
export { affectedOfSailing } from "./affected-list";
export { cancelLocked } from "./cancel";
export { newQrSecret } from "./codes";
export { createBooking, quoteSale } from "./create-booking";
export { summarizeBookings } from "./list";
export type { MoveRoute } from "./move-affected";
export { moveAffectedBooking } from "./move-affected";
export { addPayment, requireCounterProof, settleIfPaid } from "./payments";
export type { SaleInput } from "./plan";
export { checkSellable, SELLABLE_STATUSES } from "./plan";
export type { PresentedBooking } from "./present";
export { loadBooking, presentBooking } from "./present";
export { vehicleFare } from "./pricing";
export type { BookingTicket } from "./refund-close";
export { cancelRefundedTickets, ticketsOfBooking } from "./refund-close";
export { reopenCancelled } from "./reopen";
export type { CancellationOutcome } from "./sailing-cancelled";
export { affectedBookingIds, hasLiveBookings, settleCancelledSailing } from "./sailing-cancelled";
export { liveBookingsOnSchedule, ticketsFollowDeparture, ticketValidUntil } from "./sailing-moved";
export type { BookingRow } from "./status";
export { lockBooking } from "./status";
export { issuePassengerTicket, issueTickets } from "./tickets";
export { bookingCodesOf, bookingsOfCompany } from "./usage";
export type { VehicleLine } from "./vehicle-class";
export { moveVehicleClass, vehicleLineOfTicket } from "./vehicle-class";
export type { WrittenBooking } from "./written";
