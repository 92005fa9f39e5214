// Public file of the payment-gateway module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { gatewayOf } from "./gateway";
export { gatewayOffer } from "./offer";
export { dropOpenCharges } from "./store";
