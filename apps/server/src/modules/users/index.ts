// Public file of the users module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export { insertAccount, recordSignIn, setCustomerContact, setPasswordHash } from "./account-writes";
export type { UserName } from "./lookup";
export { agentUsers, isAgent, userNames } from "./lookup";
export { setAccess } from "./service";
