import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { profileAnswer, signInCustomer } from "../customer-fixtures";

let reply: () => Response = () => jsonResponse({ success: true, message: "Password berhasil diperbarui" });
const api = mockApi(
  { "/api/user/profile": profileAnswer(), "PUT /api/profile/password": () => reply() },
  { fallback: notFound },
);

async function fill(current: string, next: string, confirmation: string) {
  if (current) await userEvent.type(await screen.findByLabelText("Password Saat Ini"), current);
  if (next) await userEvent.type(screen.getByLabelText("Password Baru"), next);
  if (confirmation) await userEvent.type(screen.getByLabelText("Konfirmasi Password Baru"), confirmation);
  await userEvent.click(screen.getByRole("button", { name: "Ubah Password" }));
}

describe("change password page", () => {
  it("gives the specification's messages for missing, weak, unmatched and unchanged passwords", async () => {
    signInCustomer();
    renderAt("/customer/change-password");
    await screen.findByLabelText("Password Saat Ini");
    await fill("", "", "");
    expect(screen.getByText("Password saat ini harus diisi")).toBeTruthy();
    expect(screen.getByText("Password baru harus diisi")).toBeTruthy();
    expect(screen.getByText("Konfirmasi password baru harus diisi")).toBeTruthy();
    await fill("lama12345", "pendek", "lain");
    expect(
      screen.getByText("Password baru minimal 8 karakter, harus mengandung huruf kecil dan angka"),
    ).toBeTruthy();
    expect(screen.getByTestId("password-match").textContent).toContain("Password tidak cocok");
    expect(api.bodies("PUT", "/api/profile/password")).toHaveLength(0);
  });

  it("rejects a new password equal to the current one", async () => {
    signInCustomer();
    renderAt("/customer/change-password");
    await fill("lama12345", "lama12345", "lama12345");
    expect(screen.getByText("Password baru harus berbeda dari password saat ini")).toBeTruthy();
  });

  it("saves, says 'Password berhasil diperbarui' and clears the form", async () => {
    reply = () => jsonResponse({ success: true, message: "Password berhasil diperbarui" });
    signInCustomer();
    renderAt("/customer/change-password");
    await fill("lama12345", "Baru12345!", "Baru12345!");
    expect(await screen.findByText("Password berhasil diperbarui")).toBeTruthy();
    expect(api.bodies("PUT", "/api/profile/password")).toEqual([
      { current_password: "lama12345", password: "Baru12345!", password_confirmation: "Baru12345!" },
    ]);
    expect((screen.getByLabelText("Password Baru") as HTMLInputElement).value).toBe("");
  });

  it("shows 'Gagal memperbarui password' and the server's field errors", async () => {
    reply = () =>
      jsonResponse(
        {
          success: false,
          message: "x",
          error_code: "VALIDATION_ERROR",
          errors: { current_password: ["Password saat ini salah"] },
        },
        422,
      );
    signInCustomer();
    renderAt("/customer/change-password");
    await fill("salah12345", "Baru12345!", "Baru12345!");
    expect(await screen.findByText("Gagal memperbarui password")).toBeTruthy();
    expect(screen.getByText("Password saat ini salah")).toBeTruthy();
  });
});
