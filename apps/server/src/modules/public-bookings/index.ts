// Public file of the public-bookings module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export type { PublicLookupOptions } from "./guard";
export { guardPublicLookups } from "./guard";
export { publicBooking, publicTickets } from "./public-view";
