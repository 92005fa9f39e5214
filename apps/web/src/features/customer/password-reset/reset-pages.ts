import type { MessageAnswer } from "@ferry/shared/wire";
import * as api from "../session/customer-api";

type Answer = Promise<MessageAnswer>;

/**
 * Whose 'Lupa password?' the forgot and reset pages serve (decision 025): the two API calls and the pages
 * they link to. Customers here; staff in `features/session/staff-password-reset.tsx`.
 */
export type ResetPages = {
  forgot(email: string): Answer;
  reset(input: { token: string; password: string; password_confirmation: string }): Answer;
  /** The sign-in page of the audience. */
  loginPath: string;
  /** Where a new link is asked for. */
  forgotPath: string;
};

export const customerResetPages: ResetPages = {
  forgot: api.forgotPassword,
  reset: api.resetPassword,
  loginPath: "/customers/login",
  forgotPath: "/customers/forgot-password",
};
