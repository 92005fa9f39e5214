import { ApiError } from "../../../lib/api";

/** Google sign-in and sign-up messages (public specification section 8, "Session and Google"). */
export const GOOGLE_MESSAGES = {
  tokenInvalid: "Token Google tidak valid atau telah kedaluwarsa",
  forbidden: "Akun tidak memiliki izin untuk login",
  timeout: "Koneksi timeout. Silakan coba lagi.",
  loginDefault: "Login dengan Google gagal. Silakan coba lagi.",
  registerTaken: "Email sudah terdaftar dengan metode lain",
  registerDefault: "Registrasi dengan Google gagal. Silakan coba lagi.",
  buttonDefault: "Terjadi kesalahan saat login dengan Google",
  /** Not in the specification (its pop-up fallback): the browser refused to open the pop-up. */
  popupBlocked: "Jendela Google diblokir browser. Izinkan pop-up untuk situs ini lalu coba lagi.",
} as const;

/** The login screen's message for a failed Google sign-in. */
export function googleLoginMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return GOOGLE_MESSAGES.loginDefault;
  if (error.code === "TIMEOUT_ERROR") return GOOGLE_MESSAGES.timeout;
  if (error.status === 401) return GOOGLE_MESSAGES.tokenInvalid;
  if (error.status === 403 && error.code !== "ACCOUNT_INACTIVE") return GOOGLE_MESSAGES.forbidden;
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return GOOGLE_MESSAGES.loginDefault;
}

/** The sign-up screen's message for a failed Google registration. */
export function googleRegisterMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return GOOGLE_MESSAGES.registerDefault;
  if (error.code === "TIMEOUT_ERROR") return GOOGLE_MESSAGES.timeout;
  const message = error.status === 409 ? error.message || GOOGLE_MESSAGES.registerTaken : error.message;
  if (!message) return GOOGLE_MESSAGES.registerDefault;
  if (/sudah terdaftar|already exists/i.test(message)) return "Akun sudah terdaftar. Silakan gunakan login.";
  if (message.includes("ACCOUNT_IN_USE") || error.code === "ACCOUNT_IN_USE")
    return "Akun sudah terdaftar dan sedang digunakan.";
  if (message.includes("Non Aktif")) return "Akun sedang dalam status Non Aktif. Silakan hubungi admin.";
  return message;
}
