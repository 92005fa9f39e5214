// Public file of the access module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.
export {
  BootstrapError,
  countStaffAccounts,
  createStaffAccount,
  ensureBootstrapAdmin,
  insertStaffAccount,
} from "./accounts";
export { createRoleWithPermissions, SUPER_ADMIN_ROLE, syncPermissionCatalogue } from "./catalogue";
