// Public file of the notices module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
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
