// Public file of the cashier-shifts module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { findOpenShift, requireOpenShift, shiftForPayment } from "./current";
export { requireOtherApprover } from "./four-eyes";
