// Public file of the agents module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export { approveLimitChange, requestLimitChange } from "./credit-limits";
export { creditAgent, debitAgent } from "./ledger";
export { approveTopup, requestTopup } from "./topups";
