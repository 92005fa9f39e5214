// Public file of the email-tokens module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.
export type { PasswordResetAudience } from "./password-reset";
export { passwordResetRoutes } from "./password-reset-routes";
export type { EmailTokenPurpose } from "./tokens";
export { consumeEmailToken, ensureEmailTokenAllowed, issueEmailToken } from "./tokens";
