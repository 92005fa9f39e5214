import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { customers } from "../../db/schema/customers";
import { users } from "../../db/schema/users";
import { createTestUser } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { register } from "./testing";

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterEach(() => app.close());

describe("POST /api/register", () => {
  it("creates a pelanggan account (username = e-mail) and its customer record, whatever tipe_pengguna says", async () => {
    const response = await register(app, { email: "Sari@Contoh.ID", tipe_pengguna: "admin" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: "Registrasi berhasil. Silakan login.",
      data: { email: "sari@contoh.id" },
    });
    const [user] = await app.database.db.select().from(users);
    expect(user).toMatchObject({
      username: "sari@contoh.id",
      email: "sari@contoh.id",
      nama_lengkap: "Sari Pelanggan",
      tipe_pengguna: "pelanggan",
      status: "Aktif",
    });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    const [customer] = await app.database.db.select().from(customers);
    expect(customer).toMatchObject({
      user_id: user?.id,
      email: "sari@contoh.id",
      nama_lengkap: "Sari Pelanggan",
      nomor_telepon: "081234567890",
      alamat: "Jl. Pelabuhan 1, Banyuwangi",
      tanggal_lahir: "1990-05-17",
      jenis_kelamin: "P",
      nomor_identitas: "3510015705900001",
      jenis_identitas: "KTP",
      google_id: null,
    });
    const logs = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "customer.registered"));
    expect(logs.map((row) => [row.user_id, row.username])).toEqual([[user?.id, "sari@contoh.id"]]);
  });

  it("answers an e-mail any account uses (e-mail, username or customer e-mail) with errors.email", async () => {
    await createTestUser(app, { username: "petugas", email: "petugas@contoh.id" });
    await createTestUser(app, { username: "kasir@contoh.id", email: "lain@contoh.id" });
    expect((await register(app)).statusCode).toBe(201);
    for (const email of ["SARI@contoh.id", "petugas@contoh.id", "Kasir@Contoh.id"]) {
      const response = await register(app, { email });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        code: "VALIDATION_ERROR",
        error_code: "VALIDATION_ERROR",
        message: "Email sudah terdaftar",
        errors: { email: ["Email sudah terdaftar"] },
      });
    }
    expect(await app.database.db.select().from(customers)).toHaveLength(1);
  });

  it("answers the specification's message for each field as a field map", async () => {
    const empty = await app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        nama_lengkap: " ",
        email: "",
        password: "",
        nomor_telepon: "",
        alamat: "",
        tanggal_lahir: "",
        nomor_identitas: "",
      },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      nama_lengkap: ["Nama lengkap harus diisi"],
      email: ["Email harus diisi"],
      password: ["Password harus diisi"],
      nomor_telepon: ["Nomor telepon harus diisi"],
      alamat: ["Alamat harus diisi"],
      tanggal_lahir: ["Tanggal lahir harus diisi"],
      jenis_kelamin: ["Jenis kelamin harus dipilih"],
      nomor_identitas: ["Nomor identitas harus diisi"],
    });
    const wrong = await register(app, {
      email: "bukan-email",
      password: "pendek",
      nomor_telepon: "08-abc",
      tanggal_lahir: "2999-01-01",
      jenis_identitas: "NPWP",
    });
    expect(wrong.json().errors).toEqual({
      email: ["Format email tidak valid"],
      password: ["Password minimal 8 karakter, mengandung huruf kecil dan angka"],
      nomor_telepon: ["Format nomor telepon tidak valid"],
      tanggal_lahir: ["Tanggal lahir harus sebelum hari ini"],
      jenis_identitas: ["Jenis identitas tidak valid"],
    });
    // Dates PostgreSQL cannot hold, or no birth date can be, are refused before the database (never a 500).
    for (const [tanggal_lahir, message] of [
      ["0000-01-01", "Tanggal lahir tidak boleh sebelum tahun 1900"],
      ["1990-02-30", "Tanggal lahir tidak valid"],
    ]) {
      const refused = await register(app, { email: `tgl${tanggal_lahir}@contoh.id`, tanggal_lahir });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ tanggal_lahir: [message] });
    }
  });
});
