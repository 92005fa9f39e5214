import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { customers } from "../../db/schema/customers";
import { users } from "../../db/schema/users";
import { createTestUser, signIn, TEST_PASSWORD } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { CUSTOMER_PASSWORD, customerLogin, expectFailure, register, signedInCustomer } from "./testing";

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterEach(() => app.close());

const profileUpdate = (overrides: Record<string, unknown> = {}) => ({
  nama_lengkap: "Sari Wulandari",
  email: "Sari.Baru@Contoh.id",
  nomor_telepon: "+62 812-3456-7890",
  alamat: "Jl. Dermaga 2, Gilimanuk",
  tanggal_lahir: "1991-02-03",
  jenis_kelamin: "P",
  nomor_identitas: "A1234567",
  jenis_identitas: "PASSPORT",
  ...overrides,
});

describe("the signed-in customer's account", () => {
  it("GET /api/user/profile answers the customer user with pelanggan; staff keep their shape", async () => {
    const sari = await signedInCustomer(app);
    const profile = await sari.call("GET", "/user/profile");
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      username: "sari@contoh.id",
      tipe_pengguna: "pelanggan",
      google_id: null,
      pelanggan: { nama_lengkap: "Sari Pelanggan", nomor_telepon: "081234567890" },
    });
    expect(profile.json().data).not.toHaveProperty("permissions");
    const staff = await createTestUser(app, { permissions: ["view users"] });
    const { authorization } = await signIn(app, staff.username);
    const staffProfile = await app.inject({
      method: "GET",
      url: "/api/user/profile",
      headers: { authorization },
    });
    expect(staffProfile.json().data).toMatchObject({ username: staff.username, permissions: ["view users"] });
    expect(staffProfile.json().data).not.toHaveProperty("pelanggan");
  });

  it("POST /api/refresh answers a customer the customer sign-in's shape with a new token", async () => {
    const sari = await signedInCustomer(app);
    await app.database.db.update(customers).set({ nomor_telepon: null });
    const response = await app.inject({
      method: "POST",
      url: "/api/refresh",
      headers: { authorization: sari.authorization },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: "Session diperpanjang",
      action_required: "complete_profile",
      user: { id: sari.user.id, tipe_pengguna: "pelanggan" },
      pelanggan: { email: "sari@contoh.id", nomor_telepon: null },
      expires_in: 3600,
    });
    expect(body.token).not.toBe(sari.login.token);
  });

  it("PUT /api/profile/password takes the customer payload with its messages", async () => {
    const sari = await signedInCustomer(app);
    const change = (payload: object) => sari.call("PUT", "/profile/password", payload);
    expect((await change({})).json().errors).toEqual({
      current_password: ["Password saat ini harus diisi"],
      password: ["Password baru harus diisi"],
      password_confirmation: ["Konfirmasi password baru harus diisi"],
    });
    const weak = await change({
      current_password: CUSTOMER_PASSWORD,
      password: "pendek",
      password_confirmation: "x",
    });
    expect(weak.json().errors).toEqual({
      password: ["Password baru minimal 8 karakter, harus mengandung huruf kecil dan angka"],
      password_confirmation: ["Konfirmasi password baru tidak cocok"],
    });
    const mismatch = await change({
      current_password: CUSTOMER_PASSWORD,
      password: "baruSekali9",
      password_confirmation: "baruSekali8",
    });
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ["Konfirmasi password baru tidak cocok"],
    });
    const same = await change({
      current_password: CUSTOMER_PASSWORD,
      password: CUSTOMER_PASSWORD,
      password_confirmation: CUSTOMER_PASSWORD,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ password: ["Password baru harus berbeda dari password saat ini"] });
    const wrong = await change({
      current_password: "bukanIni123",
      password: "baruSekali9",
      password_confirmation: "baruSekali9",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ["Password saat ini tidak sesuai"] });
    const done = await change({
      current_password: CUSTOMER_PASSWORD,
      password: "baruSekali9",
      password_confirmation: "baruSekali9",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: "Password berhasil diperbarui" });
    await sari.call("POST", "/logout");
    expect((await customerLogin(app, sari.email)).statusCode).toBe(401);
    expect((await customerLogin(app, sari.email, "baruSekali9")).statusCode).toBe(200);
  });

  it("PUT /api/profile/password also takes the staff payload from a customer, and the customer payload from staff", async () => {
    const sari = await signedInCustomer(app);
    const staffStyle = await sari.call("PUT", "/profile/password", {
      current_password: CUSTOMER_PASSWORD,
      new_password: "pendek",
      new_password_confirmation: "pendek",
    });
    expect(staffStyle.json().errors).toEqual({ new_password: ["Password baru tidak memenuhi kriteria"] });
    const ok = await sari.call("PUT", "/profile/password", {
      current_password: CUSTOMER_PASSWORD,
      new_password: "baruSekali9",
      new_password_confirmation: "baruSekali9",
    });
    expect(ok.statusCode).toBe(200);
    const staff = await createTestUser(app);
    const { authorization } = await signIn(app, staff.username);
    const customerStyle = await app.inject({
      method: "PUT",
      url: "/api/profile/password",
      headers: { authorization },
      payload: {
        current_password: TEST_PASSWORD,
        password: "baruSekali9",
        password_confirmation: "baruSekali9",
      },
    });
    expect(customerStyle.statusCode).toBe(200);
    const empty = await app.inject({
      method: "PUT",
      url: "/api/profile/password",
      headers: { authorization },
      payload: {},
    });
    expect(Object.keys(empty.json().errors)).toEqual([
      "current_password",
      "new_password",
      "new_password_confirmation",
    ]);
  });

  it("PUT /api/customer/profile updates the record and the account (e-mail = username)", async () => {
    const sari = await signedInCustomer(app);
    const response = await sari.call("PUT", "/customer/profile", profileUpdate());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: "Profile berhasil diperbarui",
      data: {
        user: {
          username: "sari.baru@contoh.id",
          email: "sari.baru@contoh.id",
          nama_lengkap: "Sari Wulandari",
        },
        pelanggan: {
          nama_lengkap: "Sari Wulandari",
          email: "sari.baru@contoh.id",
          nomor_telepon: "+62 812-3456-7890",
          alamat: "Jl. Dermaga 2, Gilimanuk",
          tanggal_lahir: "1991-02-03",
          jenis_kelamin: "P",
          nomor_identitas: "A1234567",
          jenis_identitas: "PASSPORT",
        },
      },
    });
    const [user] = await app.database.db.select().from(users);
    expect(user).toMatchObject({ username: "sari.baru@contoh.id", email: "sari.baru@contoh.id" });
    const logs = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "customer.profile_updated"));
    expect(logs.map((row) => row.user_id)).toEqual([user?.id]);
    await sari.call("POST", "/logout");
    expect((await customerLogin(app, "sari.baru@contoh.id")).statusCode).toBe(200);
  });

  it("PUT /api/customer/profile refuses an e-mail someone else uses, empty fields, and staff", async () => {
    await register(app, { email: "dewi@contoh.id" });
    const sari = await signedInCustomer(app);
    const taken = await sari.call("PUT", "/customer/profile", profileUpdate({ email: "DEWI@contoh.id" }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ["Email sudah terdaftar"] });
    const own = await sari.call("PUT", "/customer/profile", profileUpdate({ email: "sari@contoh.id" }));
    expect(own.statusCode).toBe(200);
    const empty = await sari.call("PUT", "/customer/profile", {});
    expect(empty.json().errors).toMatchObject({
      nama_lengkap: ["Field nama_lengkap harus diisi"],
      email: ["Field email harus diisi"],
      jenis_identitas: ["Field jenis_identitas harus diisi"],
    });
    const staff = await createTestUser(app);
    const { authorization } = await signIn(app, staff.username);
    const refused = await app.inject({
      method: "PUT",
      url: "/api/customer/profile",
      headers: { authorization },
      payload: profileUpdate(),
    });
    expectFailure(refused, 403, "ACCESS_DENIED", "Akses ditolak");
  });
});
