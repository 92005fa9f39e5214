import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach } from "vitest";
import type { Config } from "../config";
import { buildTestApp } from "./app";
import type { ServerProcess } from "./server-process";

/** The list to push the file's server processes onto; each is killed after its test. */
export function serversKilledAfterEach(): ServerProcess[] {
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop("SIGKILL");
  });
  return servers;
}

/** Makes a new temporary folder named `<prefix>…` on each call; all are removed after the test. */
export function foldersRemovedAfterEach(prefix: string): () => string {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
}

/**
 * Apps a test builds, closed after it: `testApp()` builds one on the emptied test database (with config
 * overrides); `closeLater(app)` adds one the test built itself.
 */
export function appsClosedAfterEach(): {
  testApp: (overrides?: Partial<Config>) => Promise<FastifyInstance>;
  closeLater: (app: { close: () => Promise<unknown> }) => void;
} {
  const apps: { close: () => Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  return {
    testApp: async (overrides = {}) => {
      const app = await buildTestApp(overrides);
      apps.push(app);
      return app;
    },
    closeLater: (app) => {
      apps.push(app);
    },
  };
}
