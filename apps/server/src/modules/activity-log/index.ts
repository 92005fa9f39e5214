// Public file of the activity-log module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export type { ActivityEntry, Actor } from "./service";
export { logActivity } from "./service";
