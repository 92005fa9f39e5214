// Public file of the fare-components module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export type { SailingRates } from "./rates-for-sailing";
export { ratesForSailing } from "./rates-for-sailing";
