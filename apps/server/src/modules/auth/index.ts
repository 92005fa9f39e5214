// Public file of the auth module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export type { SignInPolicy } from "./login";
export { openSignedInSession, passwordSignIn } from "./login";
export { hashPassword } from "./password-hash";
export type { RequestContext } from "./sessions";
export { endSessions, openSession } from "./sessions";
export type { UserRow } from "./staff-user";
export { holdersOf } from "./staff-user";
export { newToken, tokenHash } from "./tokens";
