// Public file of the ships module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export type { ShipRow } from "./service";
export { lockShips, shipIdsMatching, shipsByIds } from "./service";
