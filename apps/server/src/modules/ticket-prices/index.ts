// Public file of the ticket-prices module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.
export { applyPrice } from "./resource";
export { savePriceFromDay } from "./save-price";
export type { CurrentPrice } from "./service";
export { currentPrice, priceHistory, priceOn, pricesOfCargoType, pricesOfRoute } from "./service";
