// Public file of the auth module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export type { SignInPolicy } from "./login";
export { openSignedInSession, passwordSignIn } from "./login";
export { hashPassword } from "./password-hash";
export type { RequestContext, ResolvedSession } from "./sessions";
export { authFailure, endSessions, openSession, resolveToken, touchSession } from "./sessions";
export type { UserRow } from "./staff-user";
export { holdersOf, permissionsOf, sessionHeld, sessionPermissions } from "./staff-user";
export { bearerToken, newToken, tokenHash } from "./tokens";
