import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";

const SENT =
  "Jika alamat e-mail tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang password. Periksa kotak masuk Anda.";
const INVALID = "Tautan tidak valid, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.";

const api = mockApi(
  {
    "POST /api/customers/password/forgot": { success: true, message: SENT, data: null },
    "POST /api/customers/password/reset": (call) =>
      (call.body as { token: string }).token === "token-baik"
        ? {
            success: true,
            message: "Password berhasil diatur ulang. Silakan login dengan password baru.",
            data: null,
          }
        : jsonResponse({ success: false, code: "EMAIL_TOKEN_INVALID", message: INVALID }, 400),
    "/api/public/auth/config": { success: true, data: { google_client_id: null } },
  },
  { fallback: notFound },
);

async function typeNewPassword(password: string, confirmation = password) {
  await userEvent.type(await screen.findByLabelText("Password Baru"), password);
  await userEvent.type(screen.getByLabelText("Konfirmasi Password Baru"), confirmation);
  await userEvent.click(screen.getByRole("button", { name: "Simpan password baru" }));
}

describe("password reset pages", () => {
  it("leads from 'Lupa password?' on the login page to the request, answered alike for any address", async () => {
    renderAt("/customers/login");
    await userEvent.click(await screen.findByRole("link", { name: "Lupa password?" }));
    await userEvent.type(await screen.findByLabelText("Email"), "siapa@contoh.id");
    await userEvent.click(screen.getByRole("button", { name: "Kirim tautan" }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(api.bodies("POST", "/api/customers/password/forgot")).toEqual([{ email: "siapa@contoh.id" }]);
  }, 15_000);

  it("checks the new password with the change-password rules, then sets it with the link's token", async () => {
    renderAt("/customers/reset-password?token=token-baik");
    await typeNewPassword("baruSekali99", "lainSekali99");
    expect(await screen.findByText("Konfirmasi password baru tidak cocok")).toBeTruthy();
    expect(api.bodies("POST", "/api/customers/password/reset")).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("Konfirmasi Password Baru"));
    await userEvent.type(screen.getByLabelText("Konfirmasi Password Baru"), "baruSekali99");
    await userEvent.click(screen.getByRole("button", { name: "Simpan password baru" }));
    expect(
      await screen.findByText("Password berhasil diatur ulang. Silakan login dengan password baru."),
    ).toBeTruthy();
    expect(api.bodies("POST", "/api/customers/password/reset")).toEqual([
      { token: "token-baik", password: "baruSekali99", password_confirmation: "baruSekali99" },
    ]);
    expect(screen.getByRole("link", { name: "Masuk" }).getAttribute("href")).toBe("/customers/login");
  }, 15_000);

  it("says why a used link is refused and offers a new one", async () => {
    renderAt("/customers/reset-password?token=token-lama");
    await typeNewPassword("baruSekali99");
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Minta tautan baru" }).getAttribute("href")).toBe(
      "/customers/forgot-password",
    );
  }, 15_000);
});
