import { COMPLETE_PROFILE_SUFFIX } from "@ferry/shared/customer-auth";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { loginErrorView } from "./login-errors";

const failure = (status: number, code: string, message = "pesan server", extra: object = {}) =>
  new ApiError({ status, code, message, body: { success: false, message, error_code: code, ...extra } });

describe("customer login error mapping", () => {
  it.each([
    [
      failure(401, "INVALID_CREDENTIALS"),
      "Login Gagal",
      "Email atau password yang Anda masukkan salah.",
      "warning",
      false,
    ],
    [failure(403, "ACCESS_DENIED"), "Login Gagal", "Login ini khusus untuk pelanggan", "error", false],
    [
      failure(403, "ACCOUNT_INACTIVE"),
      "Akun Tidak Aktif",
      "Akun Anda sedang dinonaktifkan. Silakan hubungi customer service.",
      "error",
      false,
    ],
    [
      failure(409, "ACCOUNT_IN_USE"),
      "Akun Sedang Digunakan",
      "Akun sedang digunakan di perangkat lain. Tunggu beberapa saat atau logout dari perangkat lain.",
      "info",
      true,
    ],
    [
      failure(422, "CUSTOMER_DATA_MISSING"),
      "Login Gagal",
      "Data pelanggan tidak lengkap. Silakan lengkapi profil Anda.",
      "info",
      false,
    ],
    [
      failure(422, "VALIDATION_ERROR", "Email harus diisi"),
      "Login Gagal",
      "Email harus diisi",
      "warning",
      false,
    ],
    [
      failure(429, "TOO_MANY_ATTEMPTS", "Terlalu banyak percobaan login"),
      "Login Gagal",
      "Terlalu banyak percobaan login",
      "warning",
      false,
    ],
    [
      failure(500, "INTERNAL_ERROR"),
      "Login Gagal",
      "Terjadi gangguan sistem. Silakan coba lagi dalam beberapa saat.",
      "error",
      true,
    ],
    [
      new ApiError({ status: 0, code: "NETWORK_ERROR", message: "x" }),
      "Masalah Koneksi",
      "Koneksi internet bermasalah. Periksa koneksi Anda.",
      "error",
      true,
    ],
    [
      new ApiError({ status: 0, code: "TIMEOUT_ERROR", message: "x" }),
      "Timeout",
      "Permintaan timeout. Silakan coba lagi.",
      "warning",
      true,
    ],
    [
      new Error("boom"),
      "Login Gagal",
      "Terjadi gangguan sistem. Silakan coba lagi dalam beberapa saat.",
      "error",
      true,
    ],
  ])("%s → title, message, severity and retry", (error, title, message, severity, retry) => {
    const view = loginErrorView(error);
    expect(view).toMatchObject({ title, message, severity, retry });
    expect(view.hint).toBeTruthy();
  });

  it("suggests another way in only for wrong credentials", () => {
    expect(loginErrorView(failure(401, "INVALID_CREDENTIALS")).alternative).toContain("Google");
    expect(loginErrorView(failure(403, "ACCESS_DENIED")).alternative).toBeUndefined();
  });

  it("appends the complete-profile sentence when the server asks for it", () => {
    const view = loginErrorView(
      failure(422, "CUSTOMER_DATA_MISSING", "x", { action_required: "complete_profile" }),
    );
    expect(view.message).toBe(
      `Data pelanggan tidak lengkap. Silakan lengkapi profil Anda.${COMPLETE_PROFILE_SUFFIX}`,
    );
  });

  it("falls back to the server's message, else 'Login gagal', for codes outside the catalogue", () => {
    expect(loginErrorView(failure(400, "SOMETHING", "Aneh")).message).toBe("Aneh");
    expect(loginErrorView(new ApiError({ status: 400, code: "X", message: "" })).message).toBe("Login gagal");
  });
});
