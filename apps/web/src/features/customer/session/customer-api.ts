import type {
  CustomerAccount,
  CustomerAuthResponse,
  CustomerDashboard,
  CustomerEmail,
  CustomerProfile,
  CustomerProfileUpdate,
  CustomerUser,
  GoogleLink,
  CustomerProfileAnswer as ProfileAnswer,
  PublicAuthConfig,
  RegisterInput,
} from "@ferry/shared/customer-auth";
import type { MessageAnswer } from "@ferry/shared/wire";
import { ApiError, customerApi } from "../../../lib/api";
import type { ValidationOutcome } from "../../session/validation-poller";

/** Per-call time limits (public specification section 9), in milliseconds. */
export const CUSTOMER_TIMEOUTS = {
  login: 15_000,
  register: 20_000,
  logout: 10_000,
  profile: 10_000,
  password: 15_000,
  refresh: 15_000,
  google: 15_000,
} as const;

export const TIMEOUT_MESSAGE = "Permintaan timeout. Silakan coba lagi.";

/** Runs `call` with an abort signal fired after `ms`; a call cut off that way rejects with TIMEOUT_ERROR. */
export async function withTimeout<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  try {
    return await call(controller.signal);
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 0, code: "TIMEOUT_ERROR", message: TIMEOUT_MESSAGE });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

// Customer calls never report their 401s to the shared handler: that one belongs to the staff session.
const options = (signal: AbortSignal) => ({ signal, skipAuthHandler: true });
const post = <T>(ms: number, path: string, body?: unknown) =>
  withTimeout(ms, (signal) => customerApi.post<T>(path, body, options(signal)));
const put = <T>(ms: number, path: string, body: unknown) =>
  withTimeout(ms, (signal) => customerApi.put<T>(path, body, options(signal)));
const get = <T>(ms: number, path: string) =>
  withTimeout(ms, (signal) => customerApi.get<T>(path, undefined, options(signal)));

export type RegisterPayload = Omit<RegisterInput, "tipe_pengguna"> & { tipe_pengguna: "pelanggan" };
export type CustomerProfileAnswer = { user: CustomerUser; customer: CustomerProfile };

/** A sign-in answer must say success and carry a pelanggan, otherwise the sign-in fails. */
function requireCustomer(answer: CustomerAuthResponse): CustomerAuthResponse {
  if (!answer?.success || !answer.token)
    throw new ApiError({ status: 200, code: "LOGIN_FAILED", message: "Login gagal" });
  if (answer.user?.tipe_pengguna !== "pelanggan")
    throw new ApiError({ status: 403, code: "ACCESS_DENIED", message: "Login ini khusus untuk pelanggan" });
  return answer;
}

/** `force` ends the account's other session (after ACCOUNT_IN_USE, with the password asked again). */
export const login = (input: { login_field: string; password: string; force?: boolean }) =>
  post<CustomerAuthResponse>(CUSTOMER_TIMEOUTS.login, "/customer/login", input).then(requireCustomer);

export const loginWithGoogle = (googleIdToken: string) =>
  post<CustomerAuthResponse>(CUSTOMER_TIMEOUTS.google, "/loginGoogle", {
    google_id_token: googleIdToken,
  }).then(requireCustomer);

export const registerWithGoogle = (googleIdToken: string) =>
  post<CustomerAuthResponse>(CUSTOMER_TIMEOUTS.google, "/registerGoogle", {
    google_id_token: googleIdToken,
  }).then(requireCustomer);

export const linkGoogle = (googleIdToken: string) =>
  post<MessageAnswer & { data: GoogleLink }>(CUSTOMER_TIMEOUTS.google, "/customer/google/link", {
    google_id_token: googleIdToken,
  });

/** POST /customers/verify: confirms the e-mail with the token of the verification link (decision 025). */
export const verifyEmail = (token: string) =>
  post<MessageAnswer & { data: CustomerEmail }>(CUSTOMER_TIMEOUTS.profile, "/customers/verify", { token });

/** POST /customer/verify/resend: a new verification link to the signed-in customer's e-mail. */
export const resendVerification = () =>
  post<MessageAnswer & { data: CustomerEmail }>(CUSTOMER_TIMEOUTS.profile, "/customer/verify/resend");

/** POST /customers/password/forgot: the same answer for any address (decision 025). */
export const forgotPassword = (email: string) =>
  post<MessageAnswer>(CUSTOMER_TIMEOUTS.password, "/customers/password/forgot", { email });

/** POST /customers/password/reset: the new password with the token of the reset link. */
export const resetPassword = (input: { token: string; password: string; password_confirmation: string }) =>
  post<MessageAnswer>(CUSTOMER_TIMEOUTS.password, "/customers/password/reset", input);

export const register = (payload: RegisterPayload) =>
  post<MessageAnswer & { data: CustomerEmail }>(CUSTOMER_TIMEOUTS.register, "/register", payload);

export const logout = () => post<MessageAnswer>(CUSTOMER_TIMEOUTS.logout, "/logout");

export type RefreshAnswer = CustomerAuthResponse;
export const refresh = () =>
  post<CustomerAuthResponse>(CUSTOMER_TIMEOUTS.refresh, "/refresh").then(requireCustomer);

export async function fetchProfile(): Promise<CustomerProfileAnswer> {
  const answer = await get<{ data: ProfileAnswer }>(CUSTOMER_TIMEOUTS.profile, "/user/profile");
  const { pelanggan, ...user } = answer.data;
  if (user.tipe_pengguna !== "pelanggan" || !pelanggan)
    throw new ApiError({ status: 403, code: "ACCESS_DENIED", message: "Login ini khusus untuk pelanggan" });
  return { user, customer: pelanggan };
}

export const updateProfile = (input: CustomerProfileUpdate) =>
  put<MessageAnswer & { data: CustomerAccount }>(CUSTOMER_TIMEOUTS.profile, "/customer/profile", input);

export const changePassword = (input: {
  current_password: string;
  password: string;
  password_confirmation: string;
}) => put<MessageAnswer>(CUSTOMER_TIMEOUTS.password, "/profile/password", input);

/** GET /auth/validate-token: whether the server still holds the session; a 401 says why (`reason`). */
export async function validateSession(): Promise<ValidationOutcome> {
  try {
    await get(CUSTOMER_TIMEOUTS.profile, "/auth/validate-token");
    return { kind: "valid" };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { kind: "unauthorized", reason: error.reason };
    return { kind: "failed" };
  }
}

export const fetchDashboard = () =>
  get<{ data: CustomerDashboard }>(CUSTOMER_TIMEOUTS.profile, "/customer/dashboard").then(
    (answer) => answer.data,
  );

export const fetchAuthConfig = () =>
  get<{ data: PublicAuthConfig }>(CUSTOMER_TIMEOUTS.profile, "/public/auth/config").then(
    (answer) => answer.data,
  );
