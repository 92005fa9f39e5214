import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customers } from "../../db/schema/customers";
import { users } from "../../db/schema/users";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { expectFailure, fakeGoogle, signedInCustomer } from "./testing";

let google: Awaited<ReturnType<typeof fakeGoogle>>;
let app: FastifyInstance;
beforeAll(async () => {
  google = await fakeGoogle();
});
afterAll(() => google.close());
// Built in a hook: the worker's first build migrates the database, which may take longer than a test.
beforeEach(async () => {
  app = await google.app();
  await app.ready();
});
afterEach(() => app.close());

const post = (url: string, payload: object, authorization?: string) =>
  app.inject({ method: "POST", url: `/api${url}`, payload, headers: authorization ? { authorization } : {} });
const TOKEN_INVALID = "Token Google tidak valid atau telah kedaluwarsa";

describe("Google sign-up and sign-in", () => {
  it("publishes the client id, and null with every Google call refused when it is not set", async () => {
    expect((await app.inject({ method: "GET", url: "/api/public/auth/config" })).json()).toEqual({
      success: true,
      data: { google_client_id: "ferry-test.apps.googleusercontent.com" },
    });
    await app.close();
    app = await buildTestApp();
    expect((await app.inject({ method: "GET", url: "/api/public/auth/config" })).json()).toEqual({
      success: true,
      data: { google_client_id: null },
    });
    const token = await google.token();
    for (const url of ["/loginGoogle", "/registerGoogle"]) {
      expectFailure(
        await post(url, { google_id_token: token }),
        400,
        "GOOGLE_DISABLED",
        "Login dengan Google belum diaktifkan",
      );
    }
  });

  it("signs up from the verified name and e-mail (201, signed in, profile to complete), then signs in", async () => {
    const token = await google.token({ email: "Sari@Gmail.com" });
    const created = await post("/registerGoogle", { google_id_token: token });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: "Registrasi berhasil. Anda akan diarahkan untuk melengkapi profil.",
      action_required: "complete_profile",
      user: { username: "sari@gmail.com", tipe_pengguna: "pelanggan", google_id: "google-sub-1" },
      pelanggan: { nama_lengkap: "Sari Google", email: "sari@gmail.com", nomor_telepon: null },
    });
    const [user] = await app.database.db.select().from(users);
    expect(user).toMatchObject({ username: "sari@gmail.com", nama_lengkap: "Sari Google", status: "Aktif" });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    const [customer] = await app.database.db.select().from(customers);
    expect(customer?.email_verified_at).toEqual(expect.any(Date));
    await post("/logout", {}, `Bearer ${created.json().token}`);
    const signedIn = await post("/loginGoogle", { google_id_token: token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      success: true,
      message: "Login berhasil. Anda akan diarahkan untuk melengkapi profil.",
      action_required: "complete_profile",
      user: { id: user?.id, google_id: "google-sub-1" },
    });
    expect(Date.parse(signedIn.json().expires_at)).toBeGreaterThan(Date.now());
  });

  it("refuses a second sign-up of the same Google account and one whose e-mail has a password account", async () => {
    expect((await post("/registerGoogle", { google_id_token: await google.token() })).statusCode).toBe(201);
    const again = await post("/registerGoogle", {
      google_id_token: await google.token({ email: "baru@gmail.com" }),
    });
    expectFailure(again, 409, "ACCOUNT_EXISTS", "Akun sudah terdaftar. Silakan gunakan login.");
    await signedInCustomer(app, { email: "budi@gmail.com" });
    const taken = await post("/registerGoogle", {
      google_id_token: await google.token({ sub: "google-sub-2", email: "BUDI@gmail.com" }),
    });
    expectFailure(taken, 409, "EMAIL_REGISTERED", "Email sudah terdaftar dengan metode lain");
  });

  it("answers 404 for a Google account nobody linked, and 403 when the linked account is inactive", async () => {
    expectFailure(
      await post("/loginGoogle", { google_id_token: await google.token() }),
      404,
      "GOOGLE_ACCOUNT_NOT_FOUND",
      "Akun Google belum terdaftar. Silakan daftar dengan Google terlebih dahulu.",
    );
    await post("/registerGoogle", { google_id_token: await google.token() });
    await app.database.db.update(users).set({ status: "Non Aktif" });
    expectFailure(
      await post("/loginGoogle", { google_id_token: await google.token() }),
      403,
      "ACCOUNT_INACTIVE",
      "Akun Anda sedang dinonaktifkan. Silakan hubungi customer service.",
    );
  });

  it("refuses bad signature, wrong audience, wrong issuer, expired and unverified e-mail with 401", async () => {
    const created = await post("/registerGoogle", { google_id_token: await google.token() });
    await post("/logout", {}, `Bearer ${created.json().token}`);
    const bad = [
      await google.token({}, { key: google.strangerKey }),
      await google.token({}, { audience: "someone-else.apps.googleusercontent.com" }),
      await google.token({}, { issuer: "https://evil.example.com" }),
      await google.token({}, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
      await google.token({ email_verified: false }),
      "bukan.token.jwt",
    ];
    for (const token of bad) {
      expectFailure(
        await post("/loginGoogle", { google_id_token: token }),
        401,
        "GOOGLE_TOKEN_INVALID",
        TOKEN_INVALID,
      );
    }
    expectFailure(
      await post("/registerGoogle", { google_id_token: bad[0] as string }),
      401,
      "GOOGLE_TOKEN_INVALID",
      TOKEN_INVALID,
    );
    const plainIssuer = await google.token({}, { issuer: "accounts.google.com" });
    expect((await post("/loginGoogle", { google_id_token: plainIssuer })).statusCode).toBe(200);
  });

  it("refuses the older access-token method with 400, and a missing token with a field error", async () => {
    expectFailure(
      await post("/loginGoogle", { google_access_token: "ya29.something" }),
      400,
      "VALIDATION_ERROR",
      "Metode login Google ini tidak didukung lagi. Gunakan google_id_token.",
    );
    const missing = await post("/loginGoogle", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ google_id_token: ["Token Google harus diisi"] });
  });
});

describe("POST /api/customer/google/link", () => {
  it("links a Google account once; the linked account then signs in with Google", async () => {
    const sari = await signedInCustomer(app);
    const token = await google.token({ sub: "google-sari", email: "sari.lain@gmail.com" });
    const linked = await sari.call("POST", "/customer/google/link", { google_id_token: token });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({
      success: true,
      message: "Akun Google berhasil ditautkan",
      data: { google_id: "google-sari" },
    });
    const [row] = await app.database.db.select().from(customers);
    expect(row?.google_id).toBe("google-sari");
    expect(row?.email_verified_at).toBeNull(); // Google verified another address
    const again = await sari.call("POST", "/customer/google/link", {
      google_id_token: await google.token({ sub: "google-other" }),
    });
    expectFailure(again, 409, "GOOGLE_ALREADY_LINKED", "Akun Google sudah ditautkan ke akun ini");
    await sari.call("POST", "/logout");
    const signedIn = await post("/loginGoogle", { google_id_token: token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ message: "Login berhasil", user: { email: "sari@contoh.id" } });
  });

  it("counts the account's e-mail as verified when the linked Google account has the same verified address", async () => {
    const sari = await signedInCustomer(app);
    const token = await google.token({ sub: "google-sari", email: "Sari@Contoh.id" });
    expect((await sari.call("POST", "/customer/google/link", { google_id_token: token })).statusCode).toBe(
      200,
    );
    const [row] = await app.database.db.select().from(customers);
    expect(row?.email_verified_at).toEqual(expect.any(Date));
  });

  it("refuses a Google account linked to another customer, and staff callers", async () => {
    await post("/registerGoogle", {
      google_id_token: await google.token({ sub: "google-dewi", email: "dewi@gmail.com" }),
    });
    const sari = await signedInCustomer(app);
    const taken = await sari.call("POST", "/customer/google/link", {
      google_id_token: await google.token({ sub: "google-dewi", email: "dewi@gmail.com" }),
    });
    expectFailure(taken, 409, "GOOGLE_LINKED_ELSEWHERE", "Akun Google sudah digunakan oleh akun lain");
    const [mine] = await app.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, "sari@contoh.id"));
    expect(mine?.google_id).toBeNull();
    const staff = await createTestUser(app, { username: "rudi" });
    const { authorization } = await signIn(app, staff.username);
    const refused = await post(
      "/customer/google/link",
      { google_id_token: await google.token({ sub: "google-rudi" }) },
      authorization,
    );
    expectFailure(refused, 403, "ACCESS_DENIED", "Akses ditolak");
  });
});
