// Public file of the notifications module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.
export { agentNotes, bookingNotes, sessionNotes } from "./notes";
export type { Note } from "./service";
export { notify, notifyHolders } from "./service";
