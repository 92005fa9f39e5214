import { customerProfileUpdateSchema } from "@ferry/shared/customer-auth";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { firstErrors } from "../../../test/first-errors";
import { jsonResponse, mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { CUSTOMER_PROFILE, CUSTOMER_USER, profileAnswer, signInCustomer } from "../customer-fixtures";
import { type ProfileForm, profileToForm } from "./profile-form";

const profileErrors = (values: ProfileForm) => firstErrors(customerProfileUpdateSchema, values);

let current = { ...CUSTOMER_PROFILE };
let saveReply: (body: unknown) => Response = (body) => {
  current = { ...current, ...(body as object) };
  return jsonResponse({
    success: true,
    message: "Profile berhasil diperbarui",
    data: { user: CUSTOMER_USER, pelanggan: current },
  });
};

const api = mockApi(
  {
    "/api/user/profile": () => jsonResponse(profileAnswer(current)),
    "PUT /api/customer/profile": (call) => saveReply(call.body),
    "/api/public/auth/config": { success: true, data: { google_client_id: null } },
  },
  { fallback: notFound },
);

describe("profile validation", () => {
  const valid = profileToForm(CUSTOMER_PROFILE);

  it("requires all eight fields with 'Field {name} harus diisi'", () => {
    expect(profileErrors({ ...profileToForm(null), jenis_identitas: "" as "KTP" })).toEqual({
      nama_lengkap: "Field nama_lengkap harus diisi",
      email: "Field email harus diisi",
      nomor_telepon: "Field nomor_telepon harus diisi",
      alamat: "Field alamat harus diisi",
      tanggal_lahir: "Field tanggal_lahir harus diisi",
      jenis_kelamin: "Field jenis_kelamin harus diisi",
      nomor_identitas: "Field nomor_identitas harus diisi",
      jenis_identitas: "Field jenis_identitas harus diisi",
    });
  });

  it.each([
    [{ email: "bukan-email" }, "email", "Format email tidak valid"],
    [{ nomor_telepon: "08abc" }, "nomor_telepon", "Format nomor telepon tidak valid"],
    [{ tanggal_lahir: "2999-01-01" }, "tanggal_lahir", "Tanggal lahir harus sebelum hari ini"],
  ])("%o → %s: %s", (change, field, message) => {
    expect(profileErrors({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it("accepts a phone with +, -, spaces and parentheses", () => {
    expect(profileErrors({ ...valid, nomor_telepon: "+62 (812) 3456-789" })).toEqual({});
  });
});

describe("profile page", () => {
  it("edits, saves, shows 'Profile berhasil diperbarui' and the new value", async () => {
    current = { ...CUSTOMER_PROFILE };
    signInCustomer();
    renderAt("/customer/profile");
    expect((await screen.findByTestId("profile-jenis_kelamin")).textContent).toBe("Perempuan");
    await userEvent.click(screen.getByRole("button", { name: "Edit Profile" }));
    const address = screen.getByLabelText("Alamat");
    await userEvent.clear(address);
    await userEvent.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    expect(screen.getByText("Field alamat harus diisi")).toBeTruthy();
    await userEvent.type(address, "Jl. Baru 9");
    await userEvent.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    expect(await screen.findByText("Profile berhasil diperbarui")).toBeTruthy();
    expect(screen.getByTestId("profile-alamat").textContent).toBe("Jl. Baru 9");
    expect(api.bodies("PUT", "/api/customer/profile")).toHaveLength(1);
    await waitFor(() => expect(api.calls.filter((call) => call.path === "/api/user/profile").length).toBe(2));
  });

  it("'Batal' throws the edits away", async () => {
    current = { ...CUSTOMER_PROFILE };
    signInCustomer();
    renderAt("/customer/profile");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await userEvent.type(screen.getByLabelText("Nama Lengkap"), " X");
    await userEvent.click(screen.getByRole("button", { name: "Batal" }));
    expect(screen.getByTestId("profile-nama_lengkap").textContent).toBe("Sari Wulandari");
    await userEvent.click(screen.getByRole("button", { name: "Edit Profile" }));
    expect((screen.getByLabelText("Nama Lengkap") as HTMLInputElement).value).toBe("Sari Wulandari");
  });

  it("says 'Gagal memperbarui profile' with the server's field errors when saving fails", async () => {
    current = { ...CUSTOMER_PROFILE };
    saveReply = () =>
      jsonResponse(
        {
          success: false,
          message: "x",
          error_code: "VALIDATION_ERROR",
          errors: { email: ["Email sudah digunakan"] },
        },
        422,
      );
    signInCustomer();
    renderAt("/customer/profile");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await userEvent.click(screen.getByRole("button", { name: "Simpan Perubahan" }));
    expect(await screen.findByText("Gagal memperbarui profile")).toBeTruthy();
    expect(screen.getByText("Email sudah digunakan")).toBeTruthy();
  });
});
