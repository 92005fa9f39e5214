import { CUSTOMER_LOGIN_ERRORS } from "@ferry/shared/customer-auth";
import type { SessionSettings } from "@ferry/shared/session-settings";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { RequestContext, UserRow } from "../auth/index";
import { passwordSignIn, type SignInPolicy } from "../auth/index";
import { type CustomerAccount, customerRowOf, presentCustomer } from "./present";

/**
 * Who may enter the customer area: a `pelanggan` account (staff: 403 ACCESS_DENIED 'Login ini khusus
 * untuk pelanggan'), active (403 ACCOUNT_INACTIVE), with its customer record (CUSTOMER_DATA_MISSING).
 */
export async function admitCustomer(db: Database, user: UserRow): Promise<void> {
  if (user.tipe_pengguna !== "pelanggan") {
    throw new AppError("ACCESS_DENIED", CUSTOMER_LOGIN_ERRORS.ACCESS_DENIED.message);
  }
  if (user.status !== "Aktif") throw new AppError("ACCOUNT_INACTIVE");
  if (!(await customerRowOf(db, user.id))) throw new AppError("CUSTOMER_DATA_MISSING");
}

/** The customer sign-in's differences from the staff one; the code path is the same (`auth/login.ts`). */
export const customerPolicy: SignInPolicy<CustomerAccount> = {
  admit: admitCustomer,
  present: presentCustomer,
  inUseMessage: CUSTOMER_LOGIN_ERRORS.ACCOUNT_IN_USE.message,
  description: "Login pelanggan",
};

/**
 * POST /api/customer/login: e-mail (or username) and password, same attempt limit and sessions as staff.
 * `force` (the password asked again after ACCOUNT_IN_USE) ends the other session, as the staff take-over.
 */
export function loginCustomer(
  db: Database,
  input: { login_field: string; password: string; force?: boolean | undefined },
  context: RequestContext,
  settings: SessionSettings,
) {
  return passwordSignIn(
    db,
    { identifier: input.login_field, password: input.password, force: input.force },
    context,
    settings,
    customerPolicy,
    CUSTOMER_LOGIN_ERRORS.INVALID_CREDENTIALS.message,
  );
}
