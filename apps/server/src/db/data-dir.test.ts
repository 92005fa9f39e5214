import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseStartError } from "./client";
import { claimDataDir } from "./data-dir";

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-data-"));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("claimDataDir", () => {
  it("creates the folder, writes the lock and removes it on release", () => {
    const dir = path.join(tempDir(), "nested", "data");
    const release = claimDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("refuses a folder held by another live process", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(() => claimDataDir(dir)).toThrow(DatabaseStartError);
    expect(() => claimDataDir(dir)).toThrow(/in use by another server process \(pid \d+\)/);
  });

  it("takes over a lock left by a process that is gone", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "server.lock"), "999999999");
    const release = claimDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("refuses a folder that cannot be created, in one line", () => {
    const file = path.join(tempDir(), "a-file");
    fs.writeFileSync(file, "");
    expect(() => claimDataDir(path.join(file, "data"))).toThrow(/^DATA_DIR .* is not writable \(ENOTDIR\)/);
  });
});
