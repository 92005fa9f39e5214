import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const tsx = path.join(serverDir, "../../node_modules/.bin/tsx");

/** Runs `main.ts` with the given environment until it exits; resolves its exit code and stderr. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ["src/main.ts"], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("start-up failures", () => {
  it("stops on a bad setting with one clear line", async () => {
    const result = await startServer({ PORT: "tiga-ribu" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      '[ferry] start-up failed: Invalid PORT="tiga-ribu": must be a port number',
    );
  });

  it("stops on an unreachable DATABASE_URL with one line and no password", async () => {
    const result = await startServer({ DATABASE_URL: "postgres://admin:rahasia@127.0.0.1:1/ferry" });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[ferry\] start-up failed: Cannot connect to DATABASE_URL \(127\.0\.0\.1:1\/ferry\): /,
    );
    expect(result.stderr).not.toContain("rahasia");
  });

  it("stops on an unwritable DATA_DIR with one line", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-main-"));
    const file = path.join(dir, "not-a-folder");
    fs.writeFileSync(file, "");
    const result = await startServer({ DATA_DIR: path.join(file, "data") });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^\[ferry\] start-up failed: DATA_DIR .* is not writable \(ENOTDIR\)/,
    );
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });
});
