import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, fieldError } from "../lib/app-error";
import { buildTestApp } from "../test/app";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ bodyLimitBytes: 1024 });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/api/test/echo",
    {
      schema: {
        body: z.object({
          nama: z.string().min(3, { error: "Nama minimal 3 karakter" }),
          umur: z.number().int(),
        }),
        querystring: z.object({ page: z.coerce.number().int().positive().optional() }),
      },
    },
    async (request) => ({ success: true, data: request.body }),
  );
  typed.get("/api/test/boom", async () => {
    throw new Error("secret internals at /srv/app.ts:12");
  });
  typed.get("/api/test/db-down", async () => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  });
  // Driver errors as Drizzle wraps them (`cause`), and the pool's own, while PostgreSQL is away.
  const wrapped = (cause: object, query = "select 1") =>
    Object.assign(new Error(`Failed query: ${query}`), { query, params: [], cause });
  const outages: Record<string, () => Error> = {
    "pool-timeout": () => new Error("timeout exceeded when trying to connect"),
    refused: () =>
      wrapped({ code: "55000", message: 'database "ferry" is not currently accepting connections' }),
    terminated: () => wrapped(wrapped({ code: "57P01", message: "terminating connection" })),
    "too-many": () => wrapped({ code: "53300", message: "too many clients already" }),
    "not-an-outage": () =>
      wrapped({ code: "23514", message: "check violation" }, "select 'Connection terminated'"),
  };
  typed.get("/api/test/outage/:kind", async (request) => {
    throw (outages[(request.params as { kind: string }).kind] ?? outages.refused)?.();
  });
  // Errors of Fastify's plugins that carry their own 4xx status (multipart's "not multipart" is 406).
  typed.get("/api/test/client-error/:status", async (request) => {
    const status = Number((request.params as { status: string }).status);
    throw Object.assign(new Error("refused by a plugin"), { statusCode: status, code: "FST_PLUGIN" });
  });
  typed.get("/api/test/param/:code", async () => ({ success: true }));
  typed.get("/api/test/forbidden", async () => {
    throw new AppError("ACCESS_DENIED");
  });
  typed.get("/api/test/field", async () => {
    throw fieldError("current_password", "Password saat ini salah");
  });
  await app.ready();
});

afterAll(() => app.close());

describe("failure envelope", () => {
  it("answers a schema violation with 422 VALIDATION_ERROR and a field map", async () => {
    const response = await app.inject({ method: "POST", url: "/api/test/echo", payload: { nama: "ab" } });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR", error_code: "VALIDATION_ERROR" });
    expect(body.errors.nama).toEqual(["Nama minimal 3 karakter"]);
    expect(body.errors.umur).toHaveLength(1);
    expect(body.message).toBe("Nama minimal 3 karakter");
  });

  it("answers an unparseable query value with 422, never 500", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo?page=abc",
      payload: { nama: "Budi", umur: 3 },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["page"]);
  });

  it("answers malformed JSON with 400 BAD_REQUEST", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"nama": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: "Data yang dikirim tidak valid",
      code: "BAD_REQUEST",
      error_code: "BAD_REQUEST",
    });
  });

  it("answers a body over the limit with 413", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { nama: "x".repeat(2000), umur: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("hides an unexpected error behind 500 SERVER_ERROR without internals", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: "Terjadi kesalahan pada server",
      code: "SERVER_ERROR",
      error_code: "SERVER_ERROR",
    });
    expect(response.body).not.toContain("secret");
  });

  it("answers an unreachable database with 503 SERVICE_UNAVAILABLE", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/db-down" });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe("SERVICE_UNAVAILABLE");
  });

  it("answers the database refusing, terminating or lacking connections with 503, other failures with 500", async () => {
    for (const kind of ["pool-timeout", "refused", "terminated", "too-many"]) {
      const response = await app.inject({ method: "GET", url: `/api/test/outage/${kind}` });
      expect(response.statusCode, kind).toBe(503);
      expect(response.json()).toMatchObject({ success: false, error_code: "SERVICE_UNAVAILABLE" });
    }
    const other = await app.inject({ method: "GET", url: "/api/test/outage/not-an-outage" });
    expect(other.statusCode).toBe(500);
  });

  it("passes an AppError's status, code and field errors through", async () => {
    const denied = await app.inject({ method: "GET", url: "/api/test/forbidden" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: "ACCESS_DENIED", message: "Akses ditolak" });
    const field = await app.inject({ method: "GET", url: "/api/test/field" });
    expect(field.statusCode).toBe(422);
    expect(field.json().errors).toEqual({ current_password: ["Password saat ini salah"] });
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    for (const url of ["/api/does-not-exist", "/api", "/api/public/nothing?x=1"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: "ROUTE_NOT_FOUND" });
    }
  });

  it("keeps the 4xx status an error already carries, in the envelope", async () => {
    const expected = { 404: "NOT_FOUND", 406: "BAD_REQUEST", 409: "CONFLICT", 429: "TOO_MANY_REQUESTS" };
    for (const [status, code] of Object.entries(expected)) {
      const response = await app.inject({ method: "GET", url: `/api/test/client-error/${status}` });
      expect(response.statusCode, status).toBe(Number(status));
      expect(response.json(), status).toMatchObject({ success: false, code, error_code: code });
      expect(response.body).not.toContain("refused by a plugin");
    }
  });

  it("answers a path parameter over the router's limit with 422, a malformed escape with 400", async () => {
    const long = await app.inject({ method: "GET", url: `/api/test/param/${"A".repeat(5000)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Parameter alamat terlalu panjang",
    });
    expect(long.json().errors).toEqual({ params: ["Parameter alamat terlalu panjang"] });
    const malformed = await app.inject({ method: "GET", url: "/api/test/param/%E0%A4%A" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      success: false,
      code: "BAD_REQUEST",
      error_code: "BAD_REQUEST",
    });
  });
});
