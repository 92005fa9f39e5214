import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/sessions";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { SESSION_MAX_AGE_MESSAGE } from "./session-actions";
import { tokenHash } from "./tokens";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const HOUR = 3600 * 1000;

/** A signed-in session that began `ageMs` ago (its token itself is still live). */
async function sessionStartedAgo(ageMs: number) {
  const { username } = await createTestUser(app);
  const signedIn = await signIn(app, username);
  await app.database.db
    .update(sessions)
    .set({ created_at: new Date(Date.now() - ageMs) })
    .where(eq(sessions.token_hash, tokenHash(signedIn.token)));
  return signedIn;
}

const refresh = (authorization: string) =>
  app.inject({ method: "POST", url: "/api/refresh", headers: { authorization } });

describe("the maximum session age (SESSION_MAX_AGE_SECONDS, default 12 hours)", () => {
  it("defaults to 12 hours", () => {
    expect(app.config.sessionMaxAgeSeconds).toBe(12 * 3600);
  });

  it("refuses to refresh a session signed in 12 hours ago, as an expired session", async () => {
    const { authorization } = await sessionStartedAgo(12 * HOUR + 1000);
    const response = await refresh(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error_code: "TOKEN_EXPIRED",
      reason: "session_expired",
      message: SESSION_MAX_AGE_MESSAGE,
    });
  });

  it("extends a younger session only up to its maximum age", async () => {
    const { authorization } = await sessionStartedAgo(12 * HOUR - 10 * 60 * 1000);
    const response = await refresh(authorization);
    expect(response.statusCode).toBe(200);
    const { expires_in } = response.json();
    expect(expires_in).toBeGreaterThan(590);
    expect(expires_in).toBeLessThanOrEqual(600);
  });

  it("gives a session well within its age the full lifetime", async () => {
    const { authorization } = await sessionStartedAgo(HOUR);
    expect((await refresh(authorization)).json().expires_in).toBe(3600);
  });
});
