import {
  COMPLETE_PROFILE_SUFFIX,
  CUSTOMER_LOGIN_ERRORS,
  type CustomerLoginErrorCode,
} from "@ferry/shared/customer-auth";
import { ApiError } from "../../../lib/api";

export type LoginSeverity = "error" | "warning" | "info";

/** What the login page's error box shows for a failed sign-in. */
export type LoginErrorView = {
  code: string;
  title: string;
  message: string;
  severity: LoginSeverity;
  /** The suggested action for the code. */
  hint?: string;
  /** Shown on INVALID_CREDENTIALS: another way in. */
  alternative?: string;
  /** 'Coba Lagi' is offered only for these codes. */
  retry: boolean;
};

export const RETRY_CODES = ["ACCOUNT_IN_USE", "NETWORK_ERROR", "TIMEOUT_ERROR", "SYSTEM_ERROR"] as const;

const HINTS: Partial<Record<CustomerLoginErrorCode, string>> = {
  INVALID_CREDENTIALS: "Periksa kembali email dan password Anda, perhatikan huruf besar dan kecil.",
  ACCESS_DENIED: "Akun staf masuk melalui halaman login staf. Hubungi customer service bila perlu bantuan.",
  ACCOUNT_INACTIVE: "Hubungi customer service untuk mengaktifkan kembali akun Anda.",
  ACCOUNT_IN_USE: "Tunggu beberapa saat atau logout dari perangkat lain, lalu coba lagi.",
  CUSTOMER_DATA_MISSING: "Lengkapi profil Anda, atau hubungi customer service bila masalah berlanjut.",
  VALIDATION_ERROR: "Periksa kembali data yang Anda masukkan.",
  TOO_MANY_ATTEMPTS: "Tunggu beberapa menit sebelum mencoba lagi.",
  SYSTEM_ERROR: "Coba lagi dalam beberapa saat. Hubungi customer service bila masalah berlanjut.",
  NETWORK_ERROR: "Periksa koneksi internet Anda, lalu coba lagi.",
  TIMEOUT_ERROR: "Periksa koneksi internet Anda, lalu coba lagi.",
};

const ALTERNATIVE = "Coba masuk dengan Google, atau atur ulang password Anda melalui customer service.";

function catalogued(code: string): code is keyof typeof CUSTOMER_LOGIN_ERRORS {
  return code in CUSTOMER_LOGIN_ERRORS;
}

/** The message with the complete-profile sentence appended, unless the server already ends with it. */
export function withCompleteProfileSuffix(message: string): string {
  const trimmed = COMPLETE_PROFILE_SUFFIX.trim();
  return message.trimEnd().endsWith(trimmed) ? message : `${message}${COMPLETE_PROFILE_SUFFIX}`;
}

/** The error code a failed call stands for: the server's, or NETWORK/TIMEOUT/SYSTEM from the transport. */
export function loginErrorCode(error: unknown): string {
  if (!(error instanceof ApiError)) return "SYSTEM_ERROR";
  if (error.code === "NETWORK_ERROR" || error.code === "TIMEOUT_ERROR") return error.code;
  if (error.status >= 500) return "SYSTEM_ERROR";
  return error.code;
}

/** Maps a failed customer sign-in to the catalogue's title, message, severity, hint and retry. */
export function loginErrorView(error: unknown): LoginErrorView {
  const code = loginErrorCode(error);
  const serverMessage = error instanceof ApiError && error.message ? error.message : undefined;
  const body = (error instanceof ApiError ? error.body : undefined) as
    | { action_required?: string }
    | undefined;
  let view: LoginErrorView;
  if (catalogued(code)) {
    const entry = CUSTOMER_LOGIN_ERRORS[code];
    view = { code, title: entry.title, message: entry.message, severity: entry.severity, retry: false };
  } else if (code === "VALIDATION_ERROR" || code === "TOO_MANY_ATTEMPTS") {
    view = {
      code,
      title: "Login Gagal",
      message: serverMessage ?? "Login gagal",
      severity: "warning",
      retry: false,
    };
  } else {
    view = {
      code,
      title: "Login Gagal",
      message: serverMessage ?? "Login gagal",
      severity: "error",
      retry: false,
    };
  }
  view.retry = (RETRY_CODES as readonly string[]).includes(code);
  const hint = HINTS[code as CustomerLoginErrorCode];
  if (hint) view.hint = hint;
  if (code === "INVALID_CREDENTIALS") view.alternative = ALTERNATIVE;
  if (body?.action_required === "complete_profile") view.message = withCompleteProfileSuffix(view.message);
  return view;
}
