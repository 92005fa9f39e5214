// Public file of the ships module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export type { ShipRow } from "./service";
export { lockShips, shipIdsMatching, shipsByIds } from "./service";
