/** Texts of the customer session (public specification section 8, "Session and Google"). */
export const SESSION_EXPIRED_MESSAGE = "Sesi Anda telah berakhir. Silakan login kembali.";
export const DEFAULT_ERROR_MESSAGE = "Terjadi kesalahan. Silakan coba lagi.";
