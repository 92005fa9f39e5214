// Public file of the tickets module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { BOARDING_READERS, requireAnyPermission } from "./access";
export { unsyncedDevices } from "./device-sync-state";
export { conflictCounts } from "./scan-conflicts";
export { expireTickets, ticketCountsBySchedule } from "./ticket-store";
