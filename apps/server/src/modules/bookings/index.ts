// Public file of the bookings module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { expireIfOverdue, expireOverdue } from "./actions";
export { addPayment, settleIfPaid } from "./payments";
export type { PresentedBooking } from "./present";
export { loadBooking, presentBooking } from "./present";
export type { BookingTicket } from "./refund-close";
export { cancelRefundedTickets, ticketsOfBooking } from "./refund-close";
export { reopenCancelled } from "./reopen";
export type { BookingRow } from "./status";
export { lockBooking } from "./status";
export { issuePassengerTicket } from "./tickets";
export { bookingCodesOf, bookingsOfCompany } from "./usage";
