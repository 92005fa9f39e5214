// Public file of the notices module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.
export { deliverDue } from "./delivery";
export { enqueueBookingMoved, enqueueScheduleCancelled } from "./disruption-producers";
export {
  enqueueBookingTickets,
  enqueueEmailLink,
  enqueuePasswordChanged,
  enqueuePaymentRejected,
  enqueueRefundDecided,
  enqueueScheduleDelayed,
} from "./producers";
