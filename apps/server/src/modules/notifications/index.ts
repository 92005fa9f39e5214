// Public file of the notifications module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { agentNotes, bookingNotes, sessionNotes } from "./notes";
export type { Note } from "./service";
export { notify, notifyHolders } from "./service";
