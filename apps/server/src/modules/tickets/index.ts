// Public file of the tickets module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.
export { BOARDING_READERS, requireAnyPermission, TICKET_READERS } from "./access";
export { unsyncedDevices } from "./device-sync-state";
export { bookingHasTickets, issuePassengerTicket, issueTickets, reissueTickets } from "./issuing";
export { zoneOf } from "./scan-answer";
export { conflictCounts } from "./scan-conflicts";
export { bookingTicketsOf } from "./search";
export { newQrSecret } from "./ticket-codes";
export { cancelActiveTickets } from "./ticket-status";
export type { TicketView } from "./ticket-store";
export { expireTickets, findTicket, ticketCountsBySchedule, updateTicket } from "./ticket-store";
export { ticketsFollowDeparture, ticketValidUntil } from "./validity";
