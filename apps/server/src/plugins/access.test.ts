import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, signIn } from "../test/accounts";
import { buildTestApp } from "../test/app";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

const apiRoutes = () =>
  app.routeAccess.filter((route) => route.url.startsWith("/api") && route.method !== "HEAD");

/** A concrete URL for a route pattern: path parameters become 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, "1");

describe("the access of every /api route", () => {
  it("is declared on every route", () => {
    const undeclared = apiRoutes().filter((route) => route.access === undefined);
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(5);
  });

  it("answers 401 without a token on every non-public route", async () => {
    for (const route of apiRoutes().filter((item) => item.access !== "public")) {
      const response = await app.inject({
        method: route.method as "GET",
        url: concrete(route.url),
        payload: route.method === "GET" ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().reason, route.url).toBe("token_invalid");
    }
  });

  it("answers 403 to a staff user without the permission on every permission route", async () => {
    const { username } = await createTestUser(app, { permissions: [] });
    const { authorization } = await signIn(app, username);
    for (const route of apiRoutes().filter((item) => typeof item.access === "object")) {
      const response = await app.inject({
        method: route.method as "GET",
        url: concrete(route.url),
        headers: { authorization },
        payload: route.method === "GET" ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe("ACCESS_DENIED");
    }
  });
});
