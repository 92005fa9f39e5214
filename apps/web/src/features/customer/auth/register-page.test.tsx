import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { DASHBOARD_ANSWER, profileAnswer, signInCustomer } from "../customer-fixtures";

let registerReply: () => Response = () =>
  jsonResponse({ success: true, message: "Registrasi berhasil", data: { email: "budi@contoh.id" } }, 201);

const api = mockApi(
  {
    "POST /api/register": () => registerReply(),
    "/api/user/profile": profileAnswer(),
    "/api/customer/dashboard": DASHBOARD_ANSWER,
    "/api/public/auth/config": { success: true, data: { google_client_id: null } },
  },
  { fallback: notFound },
);

const next = () => userEvent.click(screen.getByRole("button", { name: "Selanjutnya" }));

async function fillSteps() {
  await userEvent.type(await screen.findByLabelText("Nama Lengkap"), "Budi Santoso");
  await userEvent.type(screen.getByLabelText("Email"), "budi@contoh.id");
  await next();
  await userEvent.type(await screen.findByLabelText("Password"), "rahasia123");
  await userEvent.type(screen.getByLabelText("Konfirmasi Password"), "rahasia123");
  await userEvent.type(screen.getByLabelText("Nomor Telepon"), "081234567890");
  await next();
  await userEvent.type(await screen.findByLabelText("Alamat"), "Jl. Merdeka 5");
  await userEvent.type(screen.getByLabelText("Tanggal Lahir"), "1991-02-03");
  await userEvent.selectOptions(screen.getByLabelText("Jenis Kelamin"), "L");
  await userEvent.type(screen.getByLabelText("Nomor Identitas"), "3510000000000002");
  await userEvent.click(screen.getByRole("checkbox"));
}

describe("registration wizard", () => {
  it("goes forward only when the step validates, back freely, and clears a field's error on edit", async () => {
    renderAt("/customers/register");
    expect(await screen.findByText("Langkah 1 dari 3")).toBeTruthy();
    expect(screen.getByText("33%")).toBeTruthy();
    await next();
    expect(screen.getByText("Nama lengkap harus diisi")).toBeTruthy();
    expect(screen.getByText("Langkah 1 dari 3")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Nama Lengkap"), "B");
    expect(screen.queryByText("Nama lengkap harus diisi")).toBeNull();
    await userEvent.type(screen.getByLabelText("Email"), "b@contoh.id");
    await next();
    expect(screen.getByRole("heading", { name: "Password & Kontak" })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Password"), "abc");
    expect(screen.getByText("Lemah")).toBeTruthy();
    await next();
    expect(screen.getByText("Password minimal 8 karakter, mengandung huruf kecil dan angka")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Sebelumnya" }));
    expect(screen.getByRole("heading", { name: "Informasi Pribadi" })).toBeTruthy();
    expect((screen.getByLabelText("Nama Lengkap") as HTMLInputElement).value).toBe("B");
  }, 15_000);

  it("registers, shows 'Registrasi Berhasil!' and after 2 s lands on login with the e-mail", async () => {
    const { router } = renderAt("/customers/register");
    await fillSteps();
    expect((screen.getByLabelText("Jenis Identitas") as HTMLSelectElement).value).toBe("KTP");
    await userEvent.click(screen.getByRole("button", { name: "Daftar Sekarang" }));
    expect(await screen.findByRole("heading", { name: "Registrasi Berhasil!" })).toBeTruthy();
    expect(api.bodies("POST", "/api/register")).toEqual([
      {
        nama_lengkap: "Budi Santoso",
        email: "budi@contoh.id",
        password: "rahasia123",
        nomor_telepon: "081234567890",
        alamat: "Jl. Merdeka 5",
        tanggal_lahir: "1991-02-03",
        jenis_kelamin: "L",
        nomor_identitas: "3510000000000002",
        jenis_identitas: "KTP",
        tipe_pengguna: "pelanggan",
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/customers/login"), { timeout: 3500 });
    expect(await screen.findByText(/Registrasi berhasil!/)).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("budi@contoh.id");
  }, 15_000);

  it("shows the server's field errors per field, the first also as the general message", async () => {
    registerReply = () =>
      jsonResponse(
        {
          success: false,
          message: "Validasi gagal",
          error_code: "VALIDATION_ERROR",
          errors: { email: ["Email sudah terdaftar"] },
        },
        422,
      );
    renderAt("/customers/register");
    await fillSteps();
    await userEvent.click(screen.getByRole("button", { name: "Daftar Sekarang" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getAllByText("Email sudah terdaftar")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Informasi Pribadi" })).toBeTruthy();
  }, 15_000);

  it("sends a signed-in customer to the dashboard", async () => {
    signInCustomer();
    const { router } = renderAt("/customers/register");
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/dashboard"));
  });
});
