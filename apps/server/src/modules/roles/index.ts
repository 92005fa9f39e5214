// Public file of the roles module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export { ensureRole, grantPermissions, insertRole } from "./role-writes";
