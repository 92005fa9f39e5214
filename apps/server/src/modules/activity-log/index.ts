// Public file of the activity-log module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export type { ActivityEntry, Actor } from "./service";
export { logActivity } from "./service";
