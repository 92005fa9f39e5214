import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildServer } from "../build";
import { freePort } from "./faults/rush";
import { foldersRemovedAfterEach, serversKilledAfterEach } from "./test/cleanup";
import { startServerProcess } from "./test/server-process";

/**
 * The bundle `npm start` runs (`build.ts`, decision 053): plain JavaScript that finds its migrations, starts
 * its PDF worker thread and serves, with no TypeScript loader. Built into its own folder under apps/server.
 */
const servers = serversKilledAfterEach();
const tempDir = foldersRemovedAfterEach("ferry-built-");
const ADMIN = { username: "admin.bundle", password: "Bundle-Test-2026" };

describe("the built server", () => {
  it("starts from its bundle on a fresh embedded database, is ready, and renders a PDF in its worker thread", async () => {
    const outdir = path.join(import.meta.dirname, "..", `dist-test-${process.pid}`);
    try {
      await buildServer(outdir);
      const files = fs.readdirSync(outdir);
      expect(files).toEqual(expect.arrayContaining(["main.mjs", "cluster.mjs", "render-worker.mjs"]));
      expect(
        files.every((file) => file.endsWith(".mjs")),
        files.join(", "),
      ).toBe(true);

      const server = await startServerProcess(
        await freePort(),
        { DATA_DIR: tempDir(), ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
        90_000,
        "main",
        outdir,
      );
      servers.push(server);
      expect(server.child.spawnargs.join(" ")).not.toContain("tsx");
      // Ready means every committed migration is applied: the bundle found the migrations' journal.
      expect((await fetch(`${server.url}/api/ready`)).status, server.output()).toBe(200);

      const login = await fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status, server.output()).toBe(200);
      const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
      // On PGlite every document renders in the worker thread (render-worker.mjs).
      const pdf = await fetch(`${server.url}/api/tickets/service/test?template=normal&size=a4`, {
        headers: { authorization },
      });
      expect(pdf.status, server.output()).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");
      const status = await fetch(`${server.url}/api/tickets/service/status`, { headers: { authorization } });
      const engine = ((await status.json()) as { data: { engine: { worker_jobs: number } } }).data.engine;
      expect(engine.worker_jobs).toBeGreaterThan(0);
      expect(server.output()).not.toContain("warm-up failed");
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  });
});
