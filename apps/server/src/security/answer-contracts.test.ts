import { fileAnswer } from "@ferry/shared/file-answer";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessPlugin, publicAccess } from "../plugins/access";
import { buildTestApp } from "../test/app";
import { registeredApiRoutes, routeKey } from "./api-routes";
import { ROUTES_WITHOUT_ANSWER_SCHEMA } from "./routes-without-answer-schema";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

describe("the success answer of every /api route", () => {
  it("is declared with a response schema, except on the routes still listed as without one", () => {
    const routes = registeredApiRoutes(app);
    const listed = new Set(ROUTES_WITHOUT_ANSWER_SCHEMA);
    const undeclared = routes.filter((route) => !route.answered && !listed.has(routeKey(route)));
    expect(undeclared.map(routeKey)).toEqual([]);
    expect(routes.filter((route) => route.answered).length).toBeGreaterThan(5);
  });

  it("keeps the list true: every listed route exists and still has no response schema", () => {
    const unanswered = new Set(
      registeredApiRoutes(app)
        .filter((route) => !route.answered)
        .map(routeKey),
    );
    expect(ROUTES_WITHOUT_ANSWER_SCHEMA.filter((key) => !unanswered.has(key))).toEqual([]);
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
