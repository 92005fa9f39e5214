import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { createTestUser, login, signIn, TEST_PASSWORD } from "../../test/accounts";
import { buildTestApp } from "../../test/app";

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

describe("PUT /api/profile/password", () => {
  const change = (authorization: string, payload: Record<string, unknown>) =>
    app.inject({ method: "PUT", url: "/api/profile/password", headers: { authorization }, payload });

  it("changes the password: the new one signs in, the old one no longer", async () => {
    const { id, username } = await createTestUser(app);
    const { authorization } = await signIn(app, username);
    const response = await change(authorization, {
      current_password: TEST_PASSWORD,
      new_password: "baruSekali9",
      new_password_confirmation: "baruSekali9",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Password berhasil diperbarui" });
    await app.inject({ method: "POST", url: "/api/logout", headers: { authorization } });
    expect((await login(app, username)).statusCode).toBe(401);
    expect((await login(app, username, { password: "baruSekali9" })).statusCode).toBe(200);
    const logs = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "auth.password_changed"));
    expect(logs.map((row) => row.user_id)).toEqual([id]);
  });

  it("answers a wrong current password as a field error", async () => {
    const { username } = await createTestUser(app);
    const { authorization } = await signIn(app, username);
    const response = await change(authorization, {
      current_password: "bukanIni123",
      new_password: "baruSekali9",
      new_password_confirmation: "baruSekali9",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ current_password: ["Password saat ini salah"] });
  });

  it("gives the specification's message for each rule", async () => {
    const { username } = await createTestUser(app);
    const { authorization } = await signIn(app, username);
    const empty = await change(authorization, {
      current_password: "",
      new_password: "",
      new_password_confirmation: "",
    });
    expect(empty.json().errors).toEqual({
      current_password: ["Password saat ini wajib diisi"],
      new_password: ["Password baru wajib diisi"],
      new_password_confirmation: ["Konfirmasi password wajib diisi"],
    });
    const weak = await change(authorization, {
      current_password: TEST_PASSWORD,
      new_password: "pendek1",
      new_password_confirmation: "berbeda",
    });
    expect(weak.json().errors.new_password).toEqual(["Password baru tidak memenuhi kriteria"]);
    const mismatch = await change(authorization, {
      current_password: TEST_PASSWORD,
      new_password: "baruSekali9",
      new_password_confirmation: "baruSekali8",
    });
    expect(mismatch.json().errors).toEqual({
      new_password_confirmation: ["Konfirmasi password tidak cocok"],
    });
  });
});

describe("PUT /api/pengguna/{id}/password", () => {
  it("lets an administrator with edit users reset a password and ends that user's sessions", async () => {
    const admin = await createTestUser(app, { permissions: ["edit users"] });
    const clerk = await createTestUser(app);
    const adminAuth = await signIn(app, admin.username);
    const clerkAuth = await signIn(app, clerk.username);
    const payload = { new_password: "resetBaru77", new_password_confirmation: "resetBaru77" };

    const denied = await app.inject({
      method: "PUT",
      url: `/api/pengguna/${admin.id}/password`,
      headers: { authorization: clerkAuth.authorization },
      payload,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe("ACCESS_DENIED");

    const response = await app.inject({
      method: "PUT",
      url: `/api/pengguna/${clerk.id}/password`,
      headers: { authorization: adminAuth.authorization },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const check = await app.inject({
      method: "GET",
      url: "/api/auth/validate-token",
      headers: { authorization: clerkAuth.authorization },
    });
    expect(check.json().error_code).toBe("FORCE_LOGOUT");
    expect((await login(app, clerk.username, { password: "resetBaru77" })).statusCode).toBe(200);
  });
});
