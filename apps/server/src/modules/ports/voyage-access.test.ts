import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Every voyage resource and the permission module guarding it. */
const RESOURCES: [string, string][] = [
  ["/ports", "pelabuhan"],
  ["/ships", "kapal"],
  ["/crew", "abk"],
  ["/cargo-types", "muatan"],
  ["/routes", "rute"],
  ["/ticket-prices", "harga tiket"],
  ["/ship-capacities", "kapasitas kapal"],
  ["/schedules", "jadwal"],
];

async function caller(permissions: string[]) {
  const { username } = await createTestUser(app, { permissions });
  const { authorization } = await signIn(app, username);
  return (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization }, payload });
}

describe("voyage resources", () => {
  it.each(RESOURCES)("%s: `view %s` lists but may not create, change or delete", async (path, module) => {
    const call = await caller([`view ${module}`]);
    const list = await call("GET", path);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      success: true,
      data: [],
      meta: { current_page: 1, per_page: 15, total: 0 },
    });
    for (const [method, url] of [
      ["POST", path],
      ["PUT", `${path}/1`],
      ["DELETE", `${path}/1`],
    ] as const) {
      const refused = await call(method, url, {});
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().code).toBe("ACCESS_DENIED");
    }
  });

  it.each(RESOURCES)("%s: `create %s` alone may not list", async (path, module) => {
    const call = await caller([`create ${module}`]);
    expect((await call("GET", path)).statusCode).toBe(403);
  });

  it.each(RESOURCES)("%s: an unreadable query is a 422, never a 500", async (path, module) => {
    const call = await caller([`view ${module}`]);
    for (const query of ["page=0", "page=dua", "per_page=101", "sort_dir=naik", "sort_by=password"]) {
      const response = await call("GET", `${path}?${query}`);
      expect(response.statusCode, `${path}?${query}`).toBe(422);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
    expect((await call("GET", `${path}/abc`)).statusCode).toBe(422);
    expect((await call("GET", `${path}/999`)).statusCode).toBe(404);
  });

  it("option lists are open to any signed-in staff, not to visitors", async () => {
    const call = await caller([]);
    for (const [path] of RESOURCES.filter(([path]) => path !== "/schedules")) {
      expect((await call("GET", `${path}/options`)).statusCode, path).toBe(200);
      expect((await app.inject({ method: "GET", url: `/api${path}/options` })).statusCode).toBe(401);
    }
  });
});
