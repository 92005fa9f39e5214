// Public file of the embarkation module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export type { BoardingRow } from "./boarding-state";
export { boardingOf, boardingStateText, isBoardingOpen, saveOpened } from "./boarding-state";
