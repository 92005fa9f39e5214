// Public file of the auth module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { hashPassword } from "./password-hash";
export { endSessions } from "./sessions";
export { holdersOf } from "./staff-user";
export { newToken, tokenHash } from "./tokens";
