// Public file of the email-tokens module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export type { PasswordResetAudience } from "./password-reset";
export { passwordResetRoutes } from "./password-reset-routes";
export type { EmailTokenPurpose } from "./tokens";
export { consumeEmailToken, ensureEmailTokenAllowed, issueEmailToken } from "./tokens";
