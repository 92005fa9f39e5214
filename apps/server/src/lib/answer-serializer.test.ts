import Fastify from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { answerSerializer, servedAsBuiltAnswer } from "./answer-serializer";

const row = z.object({ nama: z.string() });
const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(answerSerializer);
// The same answer, with a key the schema does not name, through a checked and a served-as-built route.
const answer = { nama: "Budi", rahasia: "x" };
app.get("/checked", { schema: { response: { 200: row } } }, async () => answer);
app.get(
  "/as-built",
  { schema: { response: { 200: servedAsBuiltAnswer(z.object({ nama: z.string() })) } } },
  async () => answer,
);
app.get("/wrong", { schema: { response: { 200: row } } }, async () => ({ nama: 7 }));
afterAll(() => app.close());

describe("the answer serializer", () => {
  it("checks and encodes every answer through its schema: unknown keys dropped, a wrong answer refused", async () => {
    expect((await app.inject("/checked")).body).toBe('{"nama":"Budi"}');
    expect((await app.inject("/wrong")).statusCode).toBe(500);
  });

  it("writes the answers of a schema marked served as built as they are, unchecked", async () => {
    expect((await app.inject("/as-built")).body).toBe(JSON.stringify(answer));
  });
});
