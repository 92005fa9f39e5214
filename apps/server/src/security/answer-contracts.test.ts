import { fileAnswer } from "@ferry/shared/file-answer";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessPlugin, publicAccess } from "../plugins/access";
import { buildTestApp } from "../test/app";
import { registeredApiRoutes, routeKey } from "./api-routes";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

describe("the success answer of every /api route", () => {
  it("is declared with a response schema (JSON) or a file answer, on every route", () => {
    const routes = registeredApiRoutes(app);
    expect(routes.filter((route) => !route.answered).map(routeKey)).toEqual([]);
    expect(routes.length).toBeGreaterThan(300);
  });

  it("counts a file answer as declared, and a route without any answer as undeclared", async () => {
    const probe = Fastify().setValidatorCompiler(validatorCompiler).setSerializerCompiler(serializerCompiler);
    await probe.register(accessPlugin);
    const schema = { response: { 200: fileAnswer({ contentTypes: ["application/pdf"] }) } };
    probe.get("/api/file", { config: publicAccess, schema }, async (_request, reply) =>
      reply.type("application/pdf").send(Buffer.from("%PDF-")),
    );
    probe.get("/api/bare", { config: publicAccess }, async () => "");
    await probe.ready();
    const undeclared = registeredApiRoutes(probe).filter((route) => !route.answered);
    expect(undeclared.map(routeKey)).toEqual(["GET /api/bare"]);
    const file = await probe.inject({ method: "GET", url: "/api/file" });
    expect([file.headers["content-type"], file.body]).toEqual(["application/pdf", "%PDF-"]);
    await probe.close();
  });
});
