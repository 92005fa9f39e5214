import { defaultSessionSettings, type SessionSettings } from "@ferry/shared/session-settings";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loginAttempts } from "../../db/schema/sessions";
import { createTestUser, login, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

/** Saves 'Sesi & Login' through the API, as an administrator does on /management. */
async function saveSessionSettings(changes: Partial<SessionSettings>) {
  const { username } = await createTestUser(app, { permissions: ["edit pengaturan"] });
  const { authorization } = await signIn(app, username);
  const saved = await app.inject({
    method: "PUT",
    url: "/api/settings/session",
    headers: { authorization },
    payload: { ...defaultSessionSettings(3600), ...changes },
  });
  expect(saved.statusCode).toBe(200);
}

const validate = (token: string) =>
  app.inject({
    method: "GET",
    url: "/api/auth/validate-token",
    headers: { authorization: `Bearer ${token}` },
  });

describe("sign-in under the 'Sesi & Login' settings", () => {
  it("opens a second session without force when single session is off", async () => {
    await createTestUser(app, { username: "rudi" });
    await login(app, "rudi");
    await saveSessionSettings({ satu_sesi_per_akun: false });
    const [first, second] = [await login(app, "rudi"), await login(app, "rudi")];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await validate(first.json().token)).statusCode).toBe(200);
    expect((await validate(second.json().token)).statusCode).toBe(200);
  });

  it("keeps one session per account by default", async () => {
    await createTestUser(app, { username: "rudi" });
    await login(app, "rudi");
    expect((await login(app, "rudi")).json().code).toBe("ACCOUNT_IN_USE");
  });

  it("answers the 4th wrong password with 429 after the limit is set to 3", async () => {
    await createTestUser(app, { username: "rudi" });
    await saveSessionSettings({ batas_percobaan_login: 3 });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(app, "rudi", { password: "salah12345" })).statusCode).toBe(401);
    }
    const fourth = await login(app, "rudi", { password: "salah12345" });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("counts failures only within the attempt window", async () => {
    await createTestUser(app, { username: "rudi" });
    await saveSessionSettings({ batas_percobaan_login: 3, jendela_percobaan_menit: 2 });
    for (let attempt = 0; attempt < 3; attempt++) await login(app, "rudi", { password: "salah12345" });
    expect((await login(app, "rudi")).statusCode).toBe(429);
    await app.database.db
      .update(loginAttempts)
      .set({ created_at: new Date(Date.now() - 3 * 60_000) })
      .where(eq(loginAttempts.username, "rudi"));
    expect((await login(app, "rudi")).statusCode).toBe(200);
  });

  it("gives new and refreshed tokens the configured lifetime", async () => {
    await createTestUser(app, { username: "rudi" });
    expect((await login(app, "rudi")).json().expires_in).toBe(3600);
    await saveSessionSettings({ masa_berlaku_token_menit: 10 });
    const signedIn = await login(app, "rudi", { force: true });
    expect(signedIn.json().expires_in).toBe(600);
    const refreshed = await app.inject({
      method: "POST",
      url: "/api/refresh",
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(refreshed.json().expires_in).toBe(600);
  });
});
