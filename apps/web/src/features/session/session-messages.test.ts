import { describe, expect, it } from "vitest";
import { loginFailure, sessionEndReason } from "./session-messages";

describe("login failure messages", () => {
  it.each([
    [400, "Data yang dikirim tidak valid", "BAD_REQUEST"],
    [401, "Username atau password salah", "INVALID_CREDENTIALS"],
    [403, "Akses ditolak", "ACCESS_DENIED"],
    [409, "Akun sedang digunakan di tempat lain", "ACCOUNT_IN_USE"],
    [429, "Terlalu banyak percobaan login. Silakan tunggu beberapa saat.", "TOO_MANY_ATTEMPTS"],
    [500, "Terjadi kesalahan pada server", "SERVER_ERROR"],
  ])("defaults a %i to the catalogue", (status, message, code) => {
    expect(loginFailure(status, {})).toEqual({ message, code });
  });

  it("prefers the server's message and code", () => {
    expect(loginFailure(401, { message: "Salah", error_code: "X" })).toEqual({ message: "Salah", code: "X" });
  });

  it("shows the first message of a 422 errors map", () => {
    expect(loginFailure(422, { errors: { username: ["Username wajib diisi"] } }).message).toBe(
      "Username wajib diisi",
    );
  });

  it("describes an unlisted status", () => {
    expect(loginFailure(502, null, "Bad Gateway")).toEqual({
      message: "Error 502: Bad Gateway",
      code: "HTTP_ERROR",
    });
  });
});

describe("session end reasons", () => {
  it("treats unknown reasons as expired", () => {
    expect(sessionEndReason("concurrent_session")).toBe("concurrent_session");
    expect(sessionEndReason("token_invalid")).toBe("invalid");
    expect(sessionEndReason("apa saja")).toBe("expired");
    expect(sessionEndReason(undefined)).toBe("expired");
  });
});
