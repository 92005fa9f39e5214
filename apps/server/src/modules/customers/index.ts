// Public file of the customers module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { bookingsOfCustomer } from "./bookings-of";
export { customerAuthAnswer, presentCustomer } from "./present";
