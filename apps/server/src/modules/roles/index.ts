// Public file of the roles module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export { ensureRole, grantPermissions, insertRole } from "./role-writes";
