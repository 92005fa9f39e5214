// Public file of the online-booking module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { hasProofWaiting, requireProofAllowed } from "./changes";
export { lockOwnBooking } from "./own";
export { GatewayError, midtransProvider, midtransSignature } from "./payment-providers/midtrans";
export type { ChargeAnswer, GatewayProvider, GatewayState } from "./payment-providers/provider";
export { onlineSettings } from "./settings";
export { customerBookingView } from "./view";
