import { describe, expect, it } from "vitest";
import { firstErrors } from "../../../test/first-errors";
import {
  EMPTY_REGISTER_FORM,
  type RegisterForm,
  type RegisterStep,
  STEP_SCHEMAS,
  toPayload,
} from "./register-schema";

const stepErrors = (step: RegisterStep, form: RegisterForm) => firstErrors(STEP_SCHEMAS[step], form);

const filled = {
  ...EMPTY_REGISTER_FORM,
  nama_lengkap: "  Budi Santoso ",
  email: "Budi@Contoh.id",
  password: "rahasia123",
  confirmPassword: "rahasia123",
  nomor_telepon: "0812 3456 789",
  alamat: " Jl. Merdeka 5 ",
  tanggal_lahir: "1991-02-03",
  jenis_kelamin: "L" as const,
  nomor_identitas: "3510",
  agree_terms: true,
};

describe("registration wizard steps", () => {
  it("step 1 needs a name and an address-shaped e-mail", () => {
    expect(stepErrors(1, EMPTY_REGISTER_FORM)).toEqual({
      nama_lengkap: "Nama lengkap harus diisi",
      email: "Email harus diisi",
    });
    expect(stepErrors(1, { ...filled, email: "budi@" })).toEqual({ email: "Format email tidak valid" });
    expect(stepErrors(1, filled)).toEqual({});
  });

  it("step 2 checks the password rule, the confirmation and the phone", () => {
    expect(stepErrors(2, EMPTY_REGISTER_FORM)).toEqual({
      password: "Password harus diisi",
      confirmPassword: "Konfirmasi password harus diisi",
      nomor_telepon: "Nomor telepon harus diisi",
    });
    expect(stepErrors(2, { ...filled, password: "RAHASIA!!" }).password).toBe(
      "Password minimal 8 karakter, mengandung huruf kecil dan angka",
    );
    expect(stepErrors(2, { ...filled, confirmPassword: "lain12345" })).toEqual({
      confirmPassword: "Password tidak cocok",
    });
    expect(stepErrors(2, filled)).toEqual({});
  });

  it("step 3 needs the address, birth date, gender, identity number and the terms", () => {
    expect(stepErrors(3, EMPTY_REGISTER_FORM)).toEqual({
      alamat: "Alamat harus diisi",
      tanggal_lahir: "Tanggal lahir harus diisi",
      jenis_kelamin: "Jenis kelamin harus dipilih",
      nomor_identitas: "Nomor identitas harus diisi",
      agree_terms: "Anda harus menyetujui syarat dan ketentuan",
    });
    expect(stepErrors(3, { ...filled, alamat: "   " }).alamat).toBe("Alamat harus diisi");
    expect(stepErrors(3, filled)).toEqual({});
  });

  it("sends trimmed text as a pelanggan, without confirmPassword and agree_terms", () => {
    expect(toPayload(filled)).toEqual({
      nama_lengkap: "Budi Santoso",
      email: "budi@contoh.id",
      password: "rahasia123",
      nomor_telepon: "0812 3456 789",
      alamat: "Jl. Merdeka 5",
      tanggal_lahir: "1991-02-03",
      jenis_kelamin: "L",
      nomor_identitas: "3510",
      jenis_identitas: "KTP",
      tipe_pengguna: "pelanggan",
    });
  });
});
