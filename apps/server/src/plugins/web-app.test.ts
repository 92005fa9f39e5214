import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";

let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-dist-"));
  fs.mkdirSync(path.join(distDir, "assets"));
  fs.writeFileSync(
    path.join(distDir, "index.html"),
    "<!doctype html><title>Ferry</title><div id=root></div>",
  );
  fs.writeFileSync(path.join(distDir, "assets", "index-abc123.js"), "console.log(1)");
  fs.writeFileSync(path.join(distDir, "favicon.svg"), "<svg/>");
  app = await buildTestApp({ webDistDir: distDir });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe("serving the built web app", () => {
  it("serves index.html for every page path (history fallback), revalidated", async () => {
    for (const url of ["/", "/info/12", "/customer/dashboard", "/halaman-tidak-ada"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<title>Ferry</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps unknown /api paths and non-GET requests as JSON 404", async () => {
    const api = await app.inject({ method: "GET", url: "/api/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("ROUTE_NOT_FOUND");
    const post = await app.inject({ method: "POST", url: "/somewhere", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe("ROUTE_NOT_FOUND");
  });
});
