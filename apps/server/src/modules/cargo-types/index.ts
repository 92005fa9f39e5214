// Public file of the cargo-types module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export type { CargoTypeRow } from "./service";
export { cargoTypesByIds } from "./service";
