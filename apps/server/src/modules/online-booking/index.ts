// Public file of the online-booking module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.
export { hasProofWaiting, requireProofAllowed } from "./changes";
export { createOnlineBooking } from "./create";
export { lockOwnBooking } from "./own";
export { bankTransferProvider } from "./payment-providers/bank-transfer";
export { GatewayError, midtransProvider, midtransSignature } from "./payment-providers/midtrans";
export type { ChargeAnswer, GatewayProvider, GatewayState } from "./payment-providers/provider";
export { onlineSettings } from "./settings";
export { customerBookingView } from "./view";
