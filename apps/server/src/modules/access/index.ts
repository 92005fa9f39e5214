// Public file of the access module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { createStaffAccount } from "./accounts";
export { SUPER_ADMIN_ROLE, syncPermissionCatalogue } from "./catalogue";
