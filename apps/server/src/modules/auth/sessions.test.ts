import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openPglite } from "../../db/client";
import { activityLogs } from "../../db/schema/activity";
import { sessions } from "../../db/schema/sessions";
import { users } from "../../db/schema/users";
import { createTestUser, login, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { findSession } from "./sessions";
import { tokenHash } from "./tokens";

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const validate = (authorization?: string) =>
  app.inject({
    method: "GET",
    url: "/api/auth/validate-token",
    headers: authorization ? { authorization } : {},
  });

async function expireSession(token: string, secondsAgo: number) {
  await app.database.db
    .update(sessions)
    .set({ expires_at: new Date(Date.now() - secondsAgo * 1000) })
    .where(eq(sessions.token_hash, tokenHash(token)));
}

describe("token validation and the reasons of a 401", () => {
  it("answers valid for a live token", async () => {
    const { id, username } = await createTestUser(app);
    const { authorization } = await signIn(app, username);
    const response = await validate(authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, valid: true, data: { user_id: id } });
  });

  it.each([
    ["no token", undefined, "TOKEN_INVALID", "token_invalid"],
    ["an unknown token", "Bearer tidak-dikenal", "TOKEN_INVALID", "token_invalid"],
    ["a malformed header", "Basic abc", "TOKEN_INVALID", "token_invalid"],
  ])("answers %s with %s", async (_label, authorization, code, reason) => {
    const response = await validate(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code, error_code: code, reason });
    expect(typeof response.json().message).toBe("string");
  });

  it("answers an expired token with TOKEN_EXPIRED / session_expired", async () => {
    const { username } = await createTestUser(app);
    const { authorization, token } = await signIn(app, username);
    await expireSession(token, 1);
    expect((await validate(authorization)).json()).toMatchObject({
      error_code: "TOKEN_EXPIRED",
      reason: "session_expired",
    });
  });

  it("answers a token after logout with TOKEN_INVALID", async () => {
    const { username } = await createTestUser(app);
    const { authorization } = await signIn(app, username);
    const out = await app.inject({ method: "POST", url: "/api/logout", headers: { authorization } });
    expect(out.json()).toEqual({ success: true, message: "Logout berhasil" });
    expect((await validate(authorization)).json()).toMatchObject({
      error_code: "TOKEN_INVALID",
      reason: "token_invalid",
    });
  });

  it("answers a deactivated account's token with FORCE_LOGOUT", async () => {
    const { id, username } = await createTestUser(app);
    const { authorization } = await signIn(app, username);
    await app.database.db.update(users).set({ status: "Non Aktif" }).where(eq(users.id, id));
    expect((await validate(authorization)).json()).toMatchObject({
      error_code: "FORCE_LOGOUT",
      reason: "force_logout_detected",
    });
  });
});

describe("forced logout by an administrator", () => {
  it("ends the user's sessions, is logged, and needs edit users", async () => {
    const admin = await createTestUser(app, {
      username: "admin1",
      permissions: ["view users", "edit users"],
    });
    const clerk = await createTestUser(app, { username: "kasir1" });
    const adminAuth = await signIn(app, admin.username);
    const clerkAuth = await signIn(app, clerk.username);

    const denied = await app.inject({
      method: "POST",
      url: `/api/users/${admin.id}/force-logout`,
      headers: { authorization: clerkAuth.authorization },
    });
    expect(denied.statusCode).toBe(403);

    const response = await app.inject({
      method: "POST",
      url: `/api/users/${clerk.id}/force-logout`,
      headers: { authorization: adminAuth.authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ sessions_ended: 1 });
    const check = await validate(clerkAuth.authorization);
    expect(check.statusCode).toBe(401);
    expect(check.json()).toMatchObject({ error_code: "FORCE_LOGOUT", reason: "force_logout_detected" });
    const [log] = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "auth.force_logout"));
    expect(log).toMatchObject({ user_id: admin.id, subject_type: "user", subject_id: String(clerk.id) });
  });

  it("answers 404 for an unknown user", async () => {
    const admin = await createTestUser(app, { permissions: ["edit users"] });
    const { authorization } = await signIn(app, admin.username);
    const response = await app.inject({
      method: "POST",
      url: "/api/users/99999/force-logout",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("POST /api/refresh", () => {
  const refresh = (authorization: string) =>
    app.inject({ method: "POST", url: "/api/refresh", headers: { authorization } });

  it("rotates the token: the new one works, the old one only for in-flight requests and never refreshes again", async () => {
    const { username } = await createTestUser(app);
    const first = await signIn(app, username);
    const response = await refresh(first.authorization);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, user: { username }, expires_in: 3600 });
    expect(body.token).not.toBe(first.token);
    expect((await validate(`Bearer ${body.token}`)).statusCode).toBe(200);
    expect((await validate(first.authorization)).statusCode).toBe(200);
    const again = await refresh(first.authorization);
    expect(again.statusCode).toBe(401);
    expect(again.json().error_code).toBe("TOKEN_INVALID");
  });

  it("accepts a token expired less than 5 minutes ago and refuses one expired longer", async () => {
    const { username } = await createTestUser(app);
    const recent = await signIn(app, username);
    await expireSession(recent.token, 240);
    expect((await refresh(recent.authorization)).statusCode).toBe(200);

    const other = await createTestUser(app);
    const old = await signIn(app, other.username);
    await expireSession(old.token, 301);
    const response = await refresh(old.authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error_code: "TOKEN_EXPIRED", reason: "session_expired" });
  });

  it("refuses the token of a session that was ended, with the reason", async () => {
    const { username } = await createTestUser(app);
    const first = await signIn(app, username);
    await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username, password: "rahasia123", force: true },
    });
    const response = await refresh(first.authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error_code: "CONCURRENT_SESSION", reason: "concurrent_session" });
  });

  it("writes the refresh to the activity log", async () => {
    const { id, username } = await createTestUser(app);
    const signedIn = await login(app, username);
    await refresh(`Bearer ${signedIn.json().token}`);
    const rows = await app.database.db.select().from(activityLogs).where(eq(activityLogs.user_id, id));
    expect(rows.map((row) => row.action).sort()).toEqual(["auth.login", "auth.refresh"]);
  });
});

describe("GET /api/user/profile", () => {
  it("answers the signed-in user with permissions wrapped in data", async () => {
    const { username } = await createTestUser(app, { permissions: ["view users"] });
    const { authorization } = await signIn(app, username);
    const response = await app.inject({
      method: "GET",
      url: "/api/user/profile",
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ username, permissions: ["view users"] });
  });
});

describe("finding the session of a token", () => {
  it("answers null for a token that opens no session", async () => {
    expect(await findSession(app.database.db, "not-a-token")).toBeNull();
  });

  it("lets a database failure through instead of answering 'no session'", async () => {
    const closed = await openPglite(undefined);
    await closed.close();
    await expect(findSession(closed.db, "any-token")).rejects.not.toHaveProperty("code", "TOKEN_INVALID");
  });
});
