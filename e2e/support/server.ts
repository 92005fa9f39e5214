import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

const root = fileURLToPath(new URL("../..", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy within 90 s:\n${output()}`);
}

type ServerEnv = Record<string, string>;

/**
 * Starts `npm start` (scripts/start.mjs) on a free port and a fresh DATA_DIR, with `env` added (or made
 * from the server's own address, e.g. `PUBLIC_URL` for the links in its e-mails): the server's address
 * and a stop that ends it and removes its data.
 */
export async function startServer(env: ServerEnv | ((baseUrl: string) => ServerEnv) = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...(typeof env === "function" ? env(baseUrl) : env),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run's server (global setup): every journey uses it unless it starts its own. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  return server.stop;
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
