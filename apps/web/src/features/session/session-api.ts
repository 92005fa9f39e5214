import type { LoginInput, StaffUser, TokenResponse } from "@ferry/shared/staff-auth";
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

/** POST /login; rejects with a LoginError carrying the catalogue's message and code. */
export async function requestLogin(input: LoginInput): Promise<TokenResponse> {
  type LoginAnswer = Partial<Omit<TokenResponse, "success">> & { success?: boolean; message?: string };
  let answer: LoginAnswer;
  try {
    answer = await staffApi.post<LoginAnswer>("/login", input);
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === "NETWORK_ERROR")
        throw new LoginError({ message: NETWORK_ERROR_MESSAGE, code: "NETWORK_ERROR" });
      throw new LoginError(loginFailure(error.status, error.body, error.statusText));
    }
    throw new LoginError({
      message: error instanceof Error ? error.message : String(error),
      code: "CLIENT_ERROR",
    });
  }
  if (answer.success === false)
    throw new LoginError({ message: answer.message ?? "Login gagal", code: "CLIENT_ERROR" });
  if (!answer.token) throw new LoginError({ message: "No token received from server", code: "CLIENT_ERROR" });
  if (!answer.user)
    throw new LoginError({ message: "No user data received from server", code: "CLIENT_ERROR" });
  return answer as TokenResponse;
}

export async function requestRefresh(): Promise<TokenResponse> {
  const answer = await staffApi.post<Partial<Omit<TokenResponse, "success">> & { success?: boolean }>(
    "/refresh",
  );
  if (!answer.success || !answer.token) throw new Error("Gagal memperbarui session");
  return answer as TokenResponse;
}

export async function requestProfile(): Promise<StaffUser> {
  const answer = await staffApi.get<{ data?: StaffUser } & Partial<StaffUser>>("/user/profile");
  return (answer.data ?? answer) as StaffUser;
}

export async function requestLogout(): Promise<void> {
  await staffApi.post("/logout");
}

export async function requestValidation(): Promise<ValidationOutcome> {
  try {
    const answer = await staffApi.get<{ data?: { permissions?: string[] } }>(
      "/auth/validate-token",
      undefined,
      {
        skipAuthHandler: true,
      },
    );
    return { kind: "valid", permissions: answer?.data?.permissions };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { kind: "unauthorized", reason: error.reason };
    return { kind: "failed" };
  }
}
