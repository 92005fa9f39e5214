import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";

const INVALID = "Tautan tidak valid, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.";

const api = mockApi(
  {
    "POST /api/customers/verify": (call) =>
      (call.body as { token: string }).token === "token-baik"
        ? {
            success: true,
            message: "Alamat e-mail Anda sudah terverifikasi",
            data: { email: "sari@contoh.id" },
          }
        : jsonResponse({ success: false, code: "EMAIL_TOKEN_INVALID", message: INVALID }, 400),
  },
  { fallback: notFound },
);

describe("e-mail verification page", () => {
  it("sends the link's token once and says the address is verified, with the way to sign in", async () => {
    renderAt("/customers/verify?token=token-baik");
    expect(await screen.findByText("Alamat e-mail Anda sudah terverifikasi")).toBeTruthy();
    expect(api.bodies("POST", "/api/customers/verify")).toEqual([{ token: "token-baik" }]);
    expect(screen.getByRole("link", { name: "Masuk ke akun Anda" }).getAttribute("href")).toBe(
      "/customers/login",
    );
  });

  it("says why not for a used or expired link", async () => {
    renderAt("/customers/verify?token=token-lama");
    expect((await screen.findByRole("alert")).textContent).toContain(INVALID);
  });

  it("says the link is incomplete without calling the server", async () => {
    renderAt("/customers/verify");
    expect((await screen.findByRole("alert")).textContent).toContain("Tautan verifikasi tidak lengkap");
    expect(api.bodies("POST", "/api/customers/verify")).toHaveLength(0);
  });
});
