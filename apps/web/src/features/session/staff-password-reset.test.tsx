import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, notFound } from "../../test/mock-api";
import { renderAt } from "../../test/render";

const SENT =
  "Jika alamat e-mail tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang password. Periksa kotak masuk Anda.";
const INVALID = "Tautan tidak valid, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.";
const DONE = "Password berhasil diatur ulang. Silakan login dengan password baru.";

const api = mockApi(
  {
    "POST /api/password/forgot": { success: true, message: SENT, data: null },
    "POST /api/password/reset": (call) =>
      (call.body as { token: string }).token === "token-baik"
        ? { success: true, message: DONE, data: null }
        : jsonResponse({ success: false, code: "EMAIL_TOKEN_INVALID", message: INVALID }, 400),
  },
  { fallback: notFound },
);

async function typeNewPassword(password: string) {
  await userEvent.type(await screen.findByLabelText("Password Baru"), password);
  await userEvent.type(screen.getByLabelText("Konfirmasi Password Baru"), password);
  await userEvent.click(screen.getByRole("button", { name: "Simpan password baru" }));
}

describe("staff password reset pages", () => {
  it("leads from 'Lupa password?' on the staff login to a request on the staff API", async () => {
    renderAt("/login");
    await userEvent.click(await screen.findByRole("link", { name: "Lupa password?" }));
    await userEvent.type(await screen.findByLabelText("Email"), "kasir@kapal.example");
    await userEvent.click(screen.getByRole("button", { name: "Kirim tautan" }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(api.bodies("POST", "/api/password/forgot")).toEqual([{ email: "kasir@kapal.example" }]);
    expect(api.bodies("POST", "/api/customers/password/forgot")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Kembali ke halaman login" }).getAttribute("href")).toBe(
      "/login",
    );
  }, 15_000);

  it("sets the new password with the link's token and leads back to the staff login", async () => {
    renderAt("/reset-password?token=token-baik");
    await typeNewPassword("baruSekali99");
    expect(await screen.findByText(DONE)).toBeTruthy();
    expect(api.bodies("POST", "/api/password/reset")).toEqual([
      { token: "token-baik", password: "baruSekali99", password_confirmation: "baruSekali99" },
    ]);
    expect(screen.getByRole("link", { name: "Masuk" }).getAttribute("href")).toBe("/login");
  }, 15_000);

  it("says why a used link is refused and offers a new one on the staff page", async () => {
    renderAt("/reset-password?token=token-lama");
    await typeNewPassword("baruSekali99");
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Minta tautan baru" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  }, 15_000);
});
