// Public file of the customers module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.
export { bookingsOfCustomer } from "./bookings-of";
export { customerAuthAnswer, presentCustomer } from "./present";
export { insertCustomer } from "./register";
