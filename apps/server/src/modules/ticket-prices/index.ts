// Public file of the ticket-prices module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { applyPrice } from "./resource";
export { savePriceFromDay } from "./save-price";
export type { CurrentPrice } from "./service";
export { priceHistory, priceOn, pricesOfCargoType, pricesOfRoute } from "./service";
