// Public file of the ship-capacities module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { capacitiesOfCargoType, capacitiesOfShips, capacityOfShip } from "./service";
