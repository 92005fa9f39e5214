import type { MessageAnswer } from "@ferry/shared/wire";
import { staffApi } from "../../lib/api";
import { ForgotPasswordPage } from "../customer/password-reset/forgot-password-page";
import type { ResetPages } from "../customer/password-reset/reset-pages";
import { ResetPasswordPage } from "../customer/password-reset/reset-password-page";

// Nobody is signed in on these pages: a refusal is the page's to show, not the staff session's 401 handler.
const post = (path: string, body: unknown) =>
  staffApi.post<MessageAnswer>(path, body, { skipAuthHandler: true });

/** 'Lupa password?' of staff (decision 025): the customer pages' forms on the staff API and sign-in page. */
const staffResetPages: ResetPages = {
  forgot: (email) => post("/password/forgot", { email }),
  reset: (input) => post("/password/reset", input),
  loginPath: "/login",
  forgotPath: "/forgot-password",
};

/** /forgot-password: a reset link to a staff account's e-mail. */
export function StaffForgotPasswordPage() {
  return <ForgotPasswordPage pages={staffResetPages} />;
}

/** /reset-password?token=…: the page of a staff reset link. */
export function StaffResetPasswordPage() {
  return <ResetPasswordPage pages={staffResetPages} />;
}
