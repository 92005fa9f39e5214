// Public file of the crew module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { activeCrewOf, certificatesByShip, crewOfShip, hasActiveMaster } from "./service";
