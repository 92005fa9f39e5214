import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { HOME_PRELOADS, INFO_PRELOADS } from "@ferry/shared/public-pages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";

let app: FastifyInstance;
let distDir: string;
const INDEX = "<!doctype html><title>Ferry</title><div id=root></div>";
const SCRIPT = `console.log("${"kapal ".repeat(200)}")`;
const STYLE = `body{color:red}${".x{margin:0}".repeat(100)}`;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-dist-"));
  fs.mkdirSync(path.join(distDir, "assets"));
  fs.writeFileSync(path.join(distDir, "index.html"), INDEX);
  fs.writeFileSync(path.join(distDir, "assets", "index-abc123.js"), SCRIPT);
  // What the web build writes next to every text asset (apps/web/vite.config.ts).
  fs.writeFileSync(path.join(distDir, "assets", "index-abc123.js.br"), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(distDir, "assets", "index-abc123.js.gz"), gzipSync(SCRIPT));
  fs.writeFileSync(path.join(distDir, "index.html.br"), brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(distDir, "assets", "only-gzip-def456.css"), STYLE);
  fs.writeFileSync(path.join(distDir, "assets", "only-gzip-def456.css.gz"), gzipSync(STYLE));
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

  it("has the browser fetch what the home page and /info show first with the page, and nothing with the other pages", async () => {
    for (const [page, preloads] of [
      ["/", HOME_PRELOADS],
      ["/info", INFO_PRELOADS],
    ] as const) {
      const response = await app.inject({ method: "GET", url: page });
      expect(response.body).toContain("<title>Ferry</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.link, page).toBe(
        preloads.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(", "),
      );
      // The addresses it names are the API's (answered as the page will ask them).
      for (const url of preloads)
        expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(200);
    }
    for (const url of ["/?utm=x", "/info?page=2", "/info/12", "/jadwal-publik"])
      expect((await app.inject({ method: "GET", url })).headers.link, url).toBeUndefined();
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

  it("sends the brotli file when the browser accepts it, with its encoding and Vary", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gzip = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const onlyGzip = await app.inject({
      method: "GET",
      url: "/assets/only-gzip-def456.css",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(onlyGzip.headers["content-encoding"]).toBe("gzip");
    expect(onlyGzip.headers["content-type"]).toContain("text/css");
    expect(gunzipSync(onlyGzip.rawPayload).toString()).toBe(STYLE);
    const plain = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends index.html compressed for page paths too, still revalidated", async () => {
    for (const url of ["/", "/info"]) {
      const response = await app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": "br" },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(response.headers["content-type"], url).toContain("text/html");
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    }
  });
});
