// Public file of the reports module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.
export { EXPORT_ANSWER, EXPORT_TYPES, exportStream } from "./export";
export { table, tableSections, within } from "./finance";
export type { Period } from "./period";
export { periodOf } from "./period";
export { dayOf, query } from "./sql-parts";
