import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ACTION_LABELS, SUBJECT_LABELS } from "@ferry/shared/labels";
import { describe, expect, it } from "vitest";

/** Every action the server logs is named in Indonesian on `/log-pengguna` (no `auth.login_forced`). */
const SOURCE = dirname(dirname(import.meta.dirname));
const GENERIC_VERBS = ["created", "updated", "deleted"];

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const texts = sources(SOURCE).map((path) => readFileSync(path, "utf8"));

describe("activity log labels", () => {
  it("names every action code the server logs", () => {
    const codes = new Set(
      texts.flatMap((text) =>
        [...text.matchAll(/"([a-z_]+)\.([a-z_]+)"/g)]
          .filter((match) => (match[1] ?? "") in SUBJECT_LABELS)
          .map((match) => match[0].slice(1, -1)),
      ),
    );
    expect(codes.size).toBeGreaterThan(40);
    const unnamed = [...codes].filter(
      (code) => !ACTION_LABELS[code] && !GENERIC_VERBS.includes(code.split(".")[1] ?? ""),
    );
    expect(unnamed).toEqual([]);
  });

  it("names every subject a log row or a resource is about", () => {
    const subjects = new Set(
      texts.flatMap((text) =>
        [...text.matchAll(/subject(?:_type)?: "([a-z_]+)"/g)].map((match) => match[1] ?? ""),
      ),
    );
    expect(subjects.size).toBeGreaterThan(20);
    expect([...subjects].filter((subject) => !(subject in SUBJECT_LABELS))).toEqual([]);
  });
});
