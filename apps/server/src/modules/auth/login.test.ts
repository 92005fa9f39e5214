import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { loginAttempts } from "../../db/schema/sessions";
import { createTestUser, login, TEST_PASSWORD } from "../../test/accounts";
import { buildTestApp } from "../../test/app";

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

function expectFailure(
  response: { statusCode: number; json(): Record<string, unknown> },
  status: number,
  code: string,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ success: false, code, error_code: code, message });
}

describe("POST /api/login", () => {
  it("signs in by username or e-mail and answers token, user, expires_at and expires_in at the top level", async () => {
    await createTestUser(app, {
      username: "rudi",
      permissions: ["view kapal", "edit kapal"],
      email: "rudi@contoh.id",
    });
    for (const name of ["rudi", "RUDI@contoh.id"]) {
      const response = await login(app, name);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, message: "Login berhasil", expires_in: 3600 });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(body.expires_at) - Date.now()).toBeGreaterThan(3590_000);
      expect(body.user).toMatchObject({
        username: "rudi",
        tipe_pengguna: "admin",
        permissions: ["view kapal", "edit kapal"],
        grouped_permissions: [
          { group: "Kapal", permissions: [{ name: "view kapal" }, { name: "edit kapal" }] },
        ],
        permission_stats: { granted: 2, from_roles: 2, direct: 0 },
      });
      expect(body.user).not.toHaveProperty("password_hash");
      await app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { authorization: `Bearer ${body.token}` },
      });
    }
  });

  it("answers unknown user and wrong password alike: 401 INVALID_CREDENTIALS", async () => {
    await createTestUser(app, { username: "rudi" });
    const wrong = await login(app, "rudi", { password: "salah12345" });
    const unknown = await login(app, "tidakada");
    expectFailure(wrong, 401, "INVALID_CREDENTIALS", "Username atau password salah");
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("refuses an inactive account and a customer account with 403 ACCESS_DENIED", async () => {
    await createTestUser(app, { username: "nonaktif", status: "Non Aktif" });
    await createTestUser(app, { username: "pelanggan1", tipe_pengguna: "pelanggan" });
    expectFailure(await login(app, "nonaktif"), 403, "ACCESS_DENIED", "Akses ditolak");
    expectFailure(await login(app, "pelanggan1"), 403, "ACCESS_DENIED", "Akses ditolak");
  });

  it("answers missing fields with 422 VALIDATION_ERROR and a field map", async () => {
    const response = await app.inject({ method: "POST", url: "/api/login", payload: { username: "" } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      username: ["Username wajib diisi"],
      password: ["Password wajib diisi"],
    });
  });

  it("answers malformed JSON with 400 BAD_REQUEST", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expectFailure(response, 400, "BAD_REQUEST", "Data yang dikirim tidak valid");
  });

  it("refuses the 6th attempt after 5 failures per username and address with 429, even with the right password", async () => {
    await createTestUser(app, { username: "rudi" });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(app, "rudi", { password: "salah12345" })).statusCode).toBe(401);
    }
    expectFailure(
      await login(app, "rudi"),
      429,
      "TOO_MANY_ATTEMPTS",
      "Terlalu banyak percobaan login. Silakan tunggu beberapa saat.",
    );
    // Another address is not blocked by these failures.
    expect((await login(app, "rudi", { ip: "10.0.0.2" })).statusCode).toBe(200);
  });

  it("refuses password spraying: after 10 usernames failed from one address, the next sign-in there answers 429", async () => {
    await createTestUser(app, { username: "rudi" });
    const ip = "10.0.0.66";
    const answers: number[] = [];
    for (let index = 1; index <= 15; index++) {
      answers.push((await login(app, `korban${index}`, { password: "salah12345", ip })).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    // Even the right password of an account never tried is refused from that address.
    expectFailure(
      await login(app, "rudi", { ip }),
      429,
      "TOO_MANY_ATTEMPTS",
      "Terlalu banyak percobaan login dari alamat ini. Silakan tunggu beberapa saat.",
    );
    expect((await login(app, "rudi", { ip: "10.0.0.67" })).statusCode).toBe(200);
    // Once the failures are older than the window (15 minutes), the address may sign in again.
    await app.database.db
      .update(loginAttempts)
      .set({ created_at: sql`${loginAttempts.created_at} - interval '16 minutes'` })
      .where(eq(loginAttempts.ip, ip));
    expect((await login(app, "rudi", { ip, force: true })).statusCode).toBe(200);
  });

  it("lets many people at one address mistype their own password without blocking the address", async () => {
    const ip = "10.0.0.68";
    for (let index = 1; index <= 9; index++) {
      await createTestUser(app, { username: `staf${index}` });
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await login(app, `staf${index}`, { password: "salah12345", ip })).statusCode).toBe(401);
      }
      expect((await login(app, `staf${index}`, { ip })).statusCode).toBe(200);
    }
  });

  it("counts failures only since the last success", async () => {
    await createTestUser(app, { username: "rudi" });
    for (let attempt = 0; attempt < 4; attempt++) await login(app, "rudi", { password: "salah12345" });
    const ok = await login(app, "rudi");
    expect(ok.statusCode).toBe(200);
    await app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { authorization: `Bearer ${ok.json().token}` },
    });
    for (let attempt = 0; attempt < 4; attempt++) await login(app, "rudi", { password: "salah12345" });
    expect((await login(app, "rudi")).statusCode).toBe(200);
  });

  it("keeps one live session: a second login answers 409 ACCOUNT_IN_USE unless forced", async () => {
    await createTestUser(app, { username: "rudi" });
    const first = await login(app, "rudi");
    expectFailure(await login(app, "rudi"), 409, "ACCOUNT_IN_USE", "Akun sedang digunakan di tempat lain");
    const forced = await login(app, "rudi", { force: true });
    expect(forced.statusCode).toBe(200);
    const old = await app.inject({
      method: "GET",
      url: "/api/auth/validate-token",
      headers: { authorization: `Bearer ${first.json().token}` },
    });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ error_code: "CONCURRENT_SESSION", reason: "concurrent_session" });
  });

  it("logs successful and failed sign-ins with address and user agent", async () => {
    const { id } = await createTestUser(app, { username: "rudi" });
    await login(app, "rudi", { password: "salah12345" });
    await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "rudi", password: TEST_PASSWORD },
      remoteAddress: "10.0.0.9",
      headers: { "user-agent": "Loket-1" },
    });
    const rows = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.user_id, id))
      .orderBy(desc(activityLogs.id));
    expect(rows.map((row) => row.action)).toEqual(["auth.login", "auth.login_failed"]);
    expect(rows[0]).toMatchObject({ ip: "10.0.0.9", user_agent: "Loket-1", username: "rudi" });
  });
});
