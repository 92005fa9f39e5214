import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, login } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { customerLogin, register } from "../customers/testing";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await createTestUser(app, { username: "rudi" });
  expect((await register(app)).statusCode).toBe(201);
});
afterAll(() => app.close());

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): { token: string } };

/** Sign-in, refresh and profile of one account: each answer must say no cache may keep it. */
async function expectNoStore(signIn: () => Promise<Answer>) {
  const signedIn = await signIn();
  expect(signedIn.statusCode).toBe(200);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const profile = await app.inject({
    method: "GET",
    url: "/api/user/profile",
    headers: bearer(signedIn.json().token),
  });
  const refreshed = await app.inject({
    method: "POST",
    url: "/api/refresh",
    headers: bearer(signedIn.json().token),
  });
  expect([profile.statusCode, refreshed.statusCode]).toEqual([200, 200]);
  for (const answer of [signedIn, profile, refreshed])
    expect(answer.headers["cache-control"]).toBe("no-store");
}

describe("Cache-Control on sign-in, refresh and profile", () => {
  it("is no-store for staff", () => expectNoStore(() => login(app, "rudi")));

  it("is no-store for customers", async () => {
    await expectNoStore(() => customerLogin(app, "sari@contoh.id", undefined, "10.0.0.40"));
  });

  it("is no-store on a refused sign-in too", async () => {
    const refused = await login(app, "rudi", { password: "salah12345", ip: "10.0.0.41" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("is left to other routes: the public schedule list does not get it", async () => {
    const schedules = await app.inject({ method: "GET", url: "/api/public/schedules" });
    expect(schedules.headers["cache-control"]).not.toBe("no-store");
  });
});
