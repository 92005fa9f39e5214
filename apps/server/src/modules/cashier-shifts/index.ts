// Public file of the cashier-shifts module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export { approveShift } from "./approve-shift";
export { closeShift } from "./close-shift";
export { findOpenShift, requireOpenShift, shiftForPayment } from "./current";
export { expectedOf, moneyOfShifts } from "./figures";
export { requireOtherApprover } from "./four-eyes";
export { openShift } from "./open-shift";
