// Public file of the public-bookings module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export type { PublicLookupOptions } from "./guard";
export { guardPublicLookups } from "./guard";
export { MissThrottle } from "./miss-throttle";
export { publicBooking, publicTickets } from "./public-view";
