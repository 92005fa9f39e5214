/**
 * The API's error codes, the HTTP status each one answers with and the default Indonesian message.
 * The server builds its failure envelope from this table; the web client reads the same codes.
 */
export const API_ERRORS = {
  BAD_REQUEST: { status: 400, message: "Data yang dikirim tidak valid" },
  INVALID_CREDENTIALS: { status: 401, message: "Username atau password salah" },
  TOKEN_EXPIRED: { status: 401, message: "Session expired" },
  TOKEN_INVALID: { status: 401, message: "Token tidak valid" },
  CONCURRENT_SESSION: { status: 401, message: "Akun sedang digunakan di perangkat lain" },
  FORCE_LOGOUT: { status: 401, message: "Anda telah di-logout paksa oleh administrator" },
  UNAUTHENTICATED: { status: 401, message: "Silakan login terlebih dahulu" },
  ACCESS_DENIED: { status: 403, message: "Akses ditolak" },
  // Customer accounts (public-and-customer specification, section 8; decision 014).
  ACCOUNT_INACTIVE: {
    status: 403,
    message: "Akun Anda sedang dinonaktifkan. Silakan hubungi customer service.",
  },
  CUSTOMER_DATA_MISSING: {
    status: 422,
    message: "Data pelanggan tidak lengkap. Silakan lengkapi profil Anda.",
  },
  GOOGLE_DISABLED: { status: 400, message: "Login dengan Google belum diaktifkan" },
  GOOGLE_TOKEN_INVALID: { status: 401, message: "Token Google tidak valid atau telah kedaluwarsa" },
  GOOGLE_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: "Akun Google belum terdaftar. Silakan daftar dengan Google terlebih dahulu.",
  },
  EMAIL_REGISTERED: { status: 409, message: "Email sudah terdaftar dengan metode lain" },
  ACCOUNT_EXISTS: { status: 409, message: "Akun sudah terdaftar. Silakan gunakan login." },
  GOOGLE_ALREADY_LINKED: { status: 409, message: "Akun Google sudah ditautkan ke akun ini" },
  GOOGLE_LINKED_ELSEWHERE: { status: 409, message: "Akun Google sudah digunakan oleh akun lain" },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: "Alamat e-mail Anda sudah terverifikasi" },
  EMAIL_TOKEN_TOO_SOON: {
    status: 429,
    message: "Tautan baru saja dikirim. Periksa kotak masuk Anda atau coba lagi beberapa menit lagi.",
  },
  EMAIL_TOKEN_INVALID: {
    status: 400,
    message: "Tautan tidak valid, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.",
  },
  NOT_FOUND: { status: 404, message: "Data tidak ditemukan" },
  ROUTE_NOT_FOUND: { status: 404, message: "Alamat API tidak ditemukan" },
  ACCOUNT_IN_USE: { status: 409, message: "Akun sedang digunakan di tempat lain" },
  CONFLICT: { status: 409, message: "Data bertentangan dengan data yang sudah ada" },
  QUOTA_EXCEEDED: { status: 409, message: "Kuota tidak mencukupi" },
  SALES_LIMIT_EXCEEDED: { status: 409, message: "Batas penjualan kanal ini sudah tercapai" },
  PLAFON_EXCEEDED: { status: 409, message: "Saldo dan plafon tidak mencukupi" },
  INVALID_TRANSITION: { status: 409, message: "Perubahan status tidak diizinkan" },
  // Cash control (decision 026): a counter sale needs an open shift; money is approved by someone else.
  SHIFT_REQUIRED: { status: 409, message: "Buka shift kasir terlebih dahulu" },
  FOUR_EYES: { status: 409, message: "Harus disetujui oleh petugas lain" },
  PAYLOAD_TOO_LARGE: { status: 413, message: "Data yang dikirim terlalu besar" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Format data tidak didukung" },
  VALIDATION_ERROR: { status: 422, message: "Data tidak valid" },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    message: "Terlalu banyak percobaan login. Silakan tunggu beberapa saat.",
  },
  TOO_MANY_REQUESTS: { status: 429, message: "Terlalu banyak permintaan. Silakan tunggu beberapa saat." },
  SERVER_ERROR: { status: 500, message: "Terjadi kesalahan pada server" },
  SERVICE_UNAVAILABLE: { status: 503, message: "Layanan sedang tidak tersedia. Silakan coba lagi." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Field name -> messages, as in the `errors` member of a 422 answer. */
export type FieldErrors = Record<string, string[]>;

export type ApiFailure = {
  success: false;
  message: string;
  code: ApiErrorCode | string;
  error_code: ApiErrorCode | string;
  errors?: FieldErrors;
  reason?: string;
};

/**
 * A list page's figures. `total_estimasi`: the total is the database's estimate (a list of more than
 * 10,000 rows is not recounted on every page); the screens show it as "sekitar N".
 */
export type PageMeta = {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  total_estimasi?: boolean;
};

export type ApiSuccess<T> = { success: true; data: T; message?: string; meta?: PageMeta };
/** A list page: the rows and the page's figures. */
export type ApiPage<T> = ApiSuccess<T[]> & { meta: PageMeta };
