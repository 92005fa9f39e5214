import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HSTS } from "../plugins/security";
import { createTestUser, login } from "../test/accounts";
import { buildTestApp } from "../test/app";

/**
 * The token lives in local storage, so the CSP and the absence of any HTML injection path are what
 * protect it. Every answer (API, web page, asset, error) carries the same headers.
 */
const WEB_INDEX = fileURLToPath(new URL("../../../web/index.html", import.meta.url));

let app: FastifyInstance;
let proxied: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-headers-"));
  fs.copyFileSync(WEB_INDEX, path.join(distDir, "index.html"));
  app = await buildTestApp({ webDistDir: distDir });
  await createTestUser(app, { username: "kasir_header" });
});
afterAll(async () => {
  await app.close();
  await proxied?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** The CSP as directive -> sources. */
function cspOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

async function answers() {
  return {
    api: await app.inject({ method: "GET", url: "/api/health" }),
    page: await app.inject({ method: "GET", url: "/jadwal" }),
    apiError: await app.inject({ method: "GET", url: "/api/tidak-ada" }),
    login: await login(app, "kasir_header"),
    failedLogin: await login(app, "kasir_header", { password: "salah-sekali" }),
  };
}

describe("the content security policy", () => {
  it("allows scripts from our own origin only, on every kind of answer", async () => {
    for (const [kind, response] of Object.entries(await answers())) {
      const csp = cspOf(response);
      expect(csp.get("script-src"), kind).toEqual(["'self'"]);
      expect(csp.get("default-src"), kind).toEqual(["'self'"]);
      expect(csp.get("object-src"), kind).toEqual(["'none'"]);
      expect(csp.get("base-uri"), kind).toEqual(["'self'"]);
      expect(String(response.headers["content-security-policy"]), kind).not.toMatch(/unsafe-eval/);
      expect(csp.get("script-src")?.join(" "), kind).not.toMatch(/unsafe-inline|data:|\*/);
    }
  });

  it("needs no inline script: the web app's page loads its scripts from files", async () => {
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(content?.trim()).toBe("");
    }
    expect(page.body).not.toMatch(/\son[a-z]+\s*=/i);
  });
});

describe("other headers", () => {
  it("sends no X-Powered-By, sniffing protection, and no cookie anywhere", async () => {
    for (const [kind, response] of Object.entries(await answers())) {
      expect(response.headers["x-powered-by"], kind).toBeUndefined();
      expect(response.headers["x-content-type-options"], kind).toBe("nosniff");
      expect(response.headers["set-cookie"], kind).toBeUndefined();
    }
  });

  it("sends HSTS over TLS only: not on plain HTTP, nor for a forged x-forwarded-proto", async () => {
    const plain = await app.inject({ method: "GET", url: "/api/health" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const forged = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS behind a TLS proxy when TRUST_PROXY is set", async () => {
    // A second app on the same test database: reset by buildTestApp, so it runs after the others.
    proxied = await buildTestApp({ trustProxy: true });
    for (const url of ["/api/health", "/api/tidak-ada"]) {
      const response = await proxied.inject({
        method: "GET",
        url,
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.headers["strict-transport-security"], url).toBe(HSTS);
    }
    const plain = await proxied.inject({ method: "GET", url: "/api/health" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  it("admits Google's sign-in script, frame and styles only when GOOGLE_CLIENT_ID is set", async () => {
    const without = cspOf(await app.inject({ method: "GET", url: "/api/health" }));
    expect(without.get("script-src")).toEqual(["'self'"]);
    await proxied?.close();
    proxied = await buildTestApp({ googleClientId: "klien.apps.googleusercontent.com" });
    const csp = cspOf(await proxied.inject({ method: "GET", url: "/api/health" }));
    expect(csp.get("script-src")).toEqual(["'self'", "https://accounts.google.com/gsi/client"]);
    expect(csp.get("frame-src")).toContain("https://accounts.google.com/gsi/");
    expect(csp.get("style-src")).toContain("https://accounts.google.com/gsi/style");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });
});
