// Public file of the users module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export { insertAccount, recordSignIn, setCustomerContact, setPasswordHash } from "./account-writes";
export type { UserName } from "./lookup";
export { agentUsers, isAgent, userNames } from "./lookup";
export { setAccess } from "./service";
