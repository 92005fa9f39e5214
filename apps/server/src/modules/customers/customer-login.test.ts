import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { customers } from "../../db/schema/customers";
import { users } from "../../db/schema/users";
import { createTestUser, login, TEST_PASSWORD } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { CUSTOMER_PASSWORD, customerLogin, expectFailure, register } from "./testing";

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterEach(() => app.close());

const logout = (token: string) =>
  app.inject({ method: "POST", url: "/api/logout", headers: { authorization: `Bearer ${token}` } });

describe("POST /api/customer/login", () => {
  it("signs a customer in with token, user and pelanggan at the top level", async () => {
    await register(app);
    const response = await customerLogin(app, "SARI@contoh.id");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: "Login berhasil",
      expires_in: 3600,
      user: {
        username: "sari@contoh.id",
        email: "sari@contoh.id",
        nama_lengkap: "Sari Pelanggan",
        tipe_pengguna: "pelanggan",
        status: "Aktif",
        google_id: null,
      },
      pelanggan: {
        nama_lengkap: "Sari Pelanggan",
        email: "sari@contoh.id",
        nomor_telepon: "081234567890",
        jenis_kelamin: "P",
        jenis_identitas: "KTP",
        tanggal_lahir: "1990-05-17",
      },
    });
    expect(body).not.toHaveProperty("action_required");
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.user.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const [user] = await app.database.db.select().from(users);
    expect(user?.last_login_at).toBeInstanceOf(Date);
    const profile = await app.inject({
      method: "GET",
      url: "/api/user/profile",
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toEqual({ ...body.user, pelanggan: body.pelanggan });
    const [log] = await app.database.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);
    expect(log).toMatchObject({ action: "auth.login", description: "Login pelanggan", user_id: user?.id });
  });

  it("asks to complete an incomplete profile (no phone): action_required and the suffix", async () => {
    await register(app);
    await app.database.db.update(customers).set({ nomor_telepon: null });
    const body = (await customerLogin(app, "sari@contoh.id")).json();
    expect(body).toMatchObject({
      success: true,
      action_required: "complete_profile",
      message: "Login berhasil. Anda akan diarahkan untuk melengkapi profil.",
      pelanggan: { nomor_telepon: null },
    });
  });

  it("answers a wrong password and an unknown e-mail alike: 401 INVALID_CREDENTIALS", async () => {
    await register(app);
    const message = "Email atau password yang Anda masukkan salah.";
    const wrong = await customerLogin(app, "sari@contoh.id", "salahSekali1");
    expectFailure(wrong, 401, "INVALID_CREDENTIALS", message);
    expect((await customerLogin(app, "tidakada@contoh.id")).json()).toEqual(wrong.json());
  });

  it("refuses staff (403 ACCESS_DENIED), inactive (403 ACCOUNT_INACTIVE) and a pelanggan without record", async () => {
    await createTestUser(app, { username: "rudi" });
    expectFailure(
      await customerLogin(app, "rudi", TEST_PASSWORD),
      403,
      "ACCESS_DENIED",
      "Login ini khusus untuk pelanggan",
    );
    await register(app);
    await app.database.db
      .update(users)
      .set({ status: "Non Aktif" })
      .where(eq(users.username, "sari@contoh.id"));
    expectFailure(
      await customerLogin(app, "sari@contoh.id"),
      403,
      "ACCOUNT_INACTIVE",
      "Akun Anda sedang dinonaktifkan. Silakan hubungi customer service.",
    );
    await createTestUser(app, { username: "lama@contoh.id", tipe_pengguna: "pelanggan" });
    expectFailure(
      await customerLogin(app, "lama@contoh.id", TEST_PASSWORD),
      422,
      "CUSTOMER_DATA_MISSING",
      "Data pelanggan tidak lengkap. Silakan lengkapi profil Anda.",
    );
    const [lama] = await app.database.db.select().from(users).where(eq(users.username, "lama@contoh.id"));
    expect(lama?.last_login_at).toBeNull();
  });

  it("keeps one live session: a second sign-in answers 409 ACCOUNT_IN_USE with the customer message", async () => {
    await register(app);
    const first = (await customerLogin(app, "sari@contoh.id")).json();
    expectFailure(
      await customerLogin(app, "sari@contoh.id"),
      409,
      "ACCOUNT_IN_USE",
      "Akun sedang digunakan di perangkat lain. Tunggu beberapa saat atau logout dari perangkat lain.",
    );
    await logout(first.token);
    expect((await customerLogin(app, "sari@contoh.id")).statusCode).toBe(200);
  });

  it("ends the other session with 'force' and the password: the other device's next call says why", async () => {
    await register(app);
    const other = (await customerLogin(app, "sari@contoh.id")).json();
    const signIn = (password: string) =>
      app.inject({
        method: "POST",
        url: "/api/customer/login",
        payload: { login_field: "sari@contoh.id", password, force: true },
      });
    expectFailure(
      await signIn("salahSekali1"),
      401,
      "INVALID_CREDENTIALS",
      "Email atau password yang Anda masukkan salah.",
    );
    const taken = await signIn(CUSTOMER_PASSWORD);
    expect(taken.statusCode, taken.body).toBe(200);
    const check = await app.inject({
      method: "GET",
      url: "/api/auth/validate-token",
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(check.statusCode).toBe(401);
    expect(check.json()).toMatchObject({ code: "CONCURRENT_SESSION", reason: "concurrent_session" });
    const [log] = await app.database.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);
    expect(log?.action).toBe("auth.login_forced");
  });

  it("shares the attempt limit with the staff sign-in: the 6th attempt answers 429", async () => {
    await register(app);
    const ip = "10.0.0.77";
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await customerLogin(app, "sari@contoh.id", "salahSekali1", ip)).statusCode).toBe(401);
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await login(app, "sari@contoh.id", { password: "salahSekali1", ip })).statusCode).toBe(401);
    }
    expectFailure(
      await customerLogin(app, "sari@contoh.id", CUSTOMER_PASSWORD, ip),
      429,
      "TOO_MANY_ATTEMPTS",
      "Terlalu banyak percobaan login. Silakan tunggu beberapa saat.",
    );
    expect((await customerLogin(app, "sari@contoh.id", CUSTOMER_PASSWORD, "10.0.0.78")).statusCode).toBe(200);
  });

  it("shares the per-address limit across usernames with the staff sign-in (password spraying)", async () => {
    await register(app);
    const ip = "10.0.0.79";
    for (let index = 1; index <= 5; index++) {
      expect((await customerLogin(app, `orang${index}@contoh.id`, "salahSekali1", ip)).statusCode).toBe(401);
      expect((await login(app, `staf${index}`, { password: "salahSekali1", ip })).statusCode).toBe(401);
    }
    expectFailure(
      await customerLogin(app, "sari@contoh.id", CUSTOMER_PASSWORD, ip),
      429,
      "TOO_MANY_ATTEMPTS",
      "Terlalu banyak percobaan login dari alamat ini. Silakan tunggu beberapa saat.",
    );
  });

  it("answers missing fields with 422 and the specification's messages", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/customer/login",
      payload: { login_field: "", password: "" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      login_field: ["Email harus diisi"],
      password: ["Password harus diisi"],
    });
  });
});
