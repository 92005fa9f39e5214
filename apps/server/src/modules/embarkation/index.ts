// Public file of the embarkation module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export type { BoardingRow } from "./boarding-state";
export { boardingOf, boardingStateText, isBoardingOpen, saveOpened } from "./boarding-state";
