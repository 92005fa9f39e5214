// Public file of the fare-components module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export type { SailingRates } from "./rates-for-sailing";
export { ratesForSailing } from "./rates-for-sailing";
export { readTariffGrid } from "./tariff-grid";
