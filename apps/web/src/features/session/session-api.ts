import type { DeviceLoginInput } from "@ferry/shared/gate-devices";
import type { LoginInput, StaffUser, TokenResponse, TokenValidation } from "@ferry/shared/staff-auth";
import { ApiError, staffApi } from "../../lib/api";
import { type LoginFailure, loginFailure, NETWORK_ERROR_MESSAGE } from "./session-messages";
import type { ValidationOutcome } from "./validation-poller";

export class LoginError extends Error {
  readonly code: string;
  constructor(failure: LoginFailure) {
    super(failure.message);
    this.code = failure.code;
  }
}

type LoginAnswer = Partial<Omit<TokenResponse, "success">> & { success?: boolean; message?: string };

/** POST /login; rejects with a LoginError carrying the catalogue's message and code. */
export async function requestLogin(input: LoginInput): Promise<TokenResponse> {
  const answer = await staffApi.post<LoginAnswer | null>("/login", input).catch(loginRefusal);
  return acceptLoginAnswer(answer);
}

/** POST /login/perangkat: a gate device's sign-in (decision 032), refused as the staff login is. */
export async function requestDeviceLogin(input: DeviceLoginInput): Promise<TokenResponse> {
  const answer = await staffApi.post<LoginAnswer | null>("/login/perangkat", input).catch(loginRefusal);
  return acceptLoginAnswer(answer);
}

/** A failed call as the catalogue's LoginError; a 2xx whose body is not JSON is an empty answer. */
function loginRefusal(error: unknown): null {
  if (error instanceof ApiError && error.code === "CLIENT_ERROR" && error.status < 300) return null;
  if (error instanceof ApiError && error.code === "NETWORK_ERROR")
    throw new LoginError({ message: NETWORK_ERROR_MESSAGE, code: "NETWORK_ERROR" });
  if (error instanceof ApiError)
    throw new LoginError(loginFailure(error.status, error.body, error.statusText));
  throw new LoginError({
    message: error instanceof Error ? error.message : String(error),
    code: "CLIENT_ERROR",
  });
}

/** A 200 login answer must hold a token and a user (spec section 5); `success: false` is a failure. */
function acceptLoginAnswer(answer: LoginAnswer | null): TokenResponse {
  const given: LoginAnswer = answer && typeof answer === "object" ? answer : {};
  if (given.success === false)
    throw new LoginError({ message: given.message ?? "Login gagal", code: "CLIENT_ERROR" });
  if (!given.token) throw new LoginError({ message: "No token received from server", code: "CLIENT_ERROR" });
  if (!given.user || typeof given.user !== "object")
    throw new LoginError({ message: "No user data received from server", code: "CLIENT_ERROR" });
  return given as TokenResponse;
}

export async function requestRefresh(): Promise<TokenResponse> {
  const answer = await staffApi.post<LoginAnswer | null>("/refresh");
  if (!answer?.success || !answer.token) throw new Error("Gagal memperbarui session");
  return answer as TokenResponse;
}

/** GET /user/profile: the user object, possibly wrapped in `data`; an answer without one is a failure. */
export async function requestProfile(signal?: AbortSignal): Promise<StaffUser> {
  const answer = await staffApi.get<({ data?: StaffUser } & Partial<StaffUser>) | null>(
    "/user/profile",
    undefined,
    { signal },
  );
  const user = answer?.data ?? answer;
  if (!user || typeof user.id !== "number") throw new Error("No user data received from server");
  return user as StaffUser;
}

export async function requestLogout(): Promise<void> {
  await staffApi.post("/logout");
}

export async function requestValidation(): Promise<ValidationOutcome> {
  try {
    const answer = await staffApi.get<TokenValidation | null>("/auth/validate-token", undefined, {
      skipAuthHandler: true,
    });
    return { kind: "valid", permissions: answer?.data?.permissions };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { kind: "unauthorized", reason: error.reason };
    return { kind: "failed" };
  }
}
