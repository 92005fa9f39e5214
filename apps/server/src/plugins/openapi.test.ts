import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("GET /api/openapi.json", () => {
  it("documents the routes from their schemas", async () => {
    const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/public/settings"]),
    );
    const settings =
      document.paths["/api/public/settings"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(settings.properties.data.properties)).toEqual([
      "logo_url",
      "company_name",
      "description",
      "email",
      "phone",
      "address",
    ]);
    expect(document.paths).not.toHaveProperty("/api/openapi.json");
  });

  it("describes a file answer by its content types, each a binary string", async () => {
    const { paths } = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const contentOf = (path: string) => paths[path].get.responses["200"].content;
    const file = { schema: { type: "string", format: "binary" } };
    expect(contentOf("/api/tickets/bookings/{id}/pdf/{template}")).toEqual({ "application/pdf": file });
    expect(contentOf("/api/public/bookings/{code}/booking/preview")).toEqual({ "text/html": file });
    expect(contentOf("/api/reports/finance/export")).toEqual({
      "text/csv": file,
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": file,
      "application/pdf": file,
    });
    expect(contentOf("/api/metrics")).toEqual({ "text/plain": file });
  });
});
