// Public file of the tickets module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { BOARDING_READERS, requireAnyPermission } from "./access";
export { unsyncedDevices } from "./device-sync-state";
export { zoneOf } from "./scan-answer";
export { conflictCounts } from "./scan-conflicts";
export type { TicketView } from "./ticket-store";
export { expireTickets, findTicket, ticketCountsBySchedule, updateTicket } from "./ticket-store";
