import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const sourceRoot = fileURLToPath(new URL("../..", import.meta.url));

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

describe("the activity log", () => {
  it("has no update or delete path anywhere in the server code", () => {
    const offenders = sourceFiles(sourceRoot).filter((file) =>
      /\.(update|delete)\(\s*activityLogs\b/.test(fs.readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
    expect(sourceFiles(sourceRoot).length).toBeGreaterThan(100);
  });
});
