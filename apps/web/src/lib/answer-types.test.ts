import { describe, expect, it } from "vitest";
import { webSources } from "../test/web-sources";

/**
 * Answer contracts (docs/decisions/036-answer-contracts.md): the web reads every answer's type from the
 * shared schemas in `packages/shared`, never from an object type written at the call. This scan reads the
 * type argument of every API call (`staffApi.get<…>(`, `post<…>(` of a client wrapper, …) and refuses an
 * object literal type in it other than the envelope (`{ data: X; meta: PageMeta; message?: string }`,
 * whose values are named types).
 */
const CALL = /\b(get|post|put|patch|delete|del|request)\s*</g;
/** The envelope's keys (`ApiSuccess` in `@ferry/shared/api-errors`). */
const ENVELOPE_MEMBER = /^(success|data|message|meta)\??:/;
/** An object type holding no other object type. */
const INNERMOST_OBJECT = /\{[^{}]*\}/;

/** The text between the `<` at `start` and its closing `>` (an arrow's `=>` does not close it). */
function typeArgument(text: string, start: number): string {
  let depth = 1;
  let end = start;
  while (end < text.length && depth > 0) {
    const char = text[end];
    if (char === "<") depth++;
    else if (char === ">" && text[end - 1] !== "=") depth--;
    end++;
  }
  return text.slice(start, end - 1);
}

/** The members of an object type written without nested objects, split at `;`, `,` and line ends. */
function members(objectType: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of objectType.slice(1, -1)) {
    if ("<([".includes(char)) depth++;
    else if (">)]".includes(char)) depth--;
    if (depth === 0 && (char === ";" || char === "," || char === "\n")) {
      parts.push(current.trim());
      current = "";
    } else current += char;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

/** Whether the type holds an object type other than the envelope around named types. */
function holdsHandWrittenObject(type: string): boolean {
  let rest = type;
  for (let found = INNERMOST_OBJECT.exec(rest); found; found = INNERMOST_OBJECT.exec(rest)) {
    if (!members(found[0]).every((member) => ENVELOPE_MEMBER.test(member))) return true;
    rest = rest.replace(found[0], "Envelope");
  }
  return false;
}

function offenders(name: string, text: string): string[] {
  return [...text.matchAll(CALL)]
    .filter((call) => holdsHandWrittenObject(typeArgument(text, (call.index ?? 0) + call[0].length)))
    .map((call) => `${name}:${text.slice(0, call.index).split("\n").length}`);
}

describe("the web's answer types", () => {
  const files = webSources();

  it("scans the sources and recognises a hand-written answer", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(offenders("x.ts", "staffApi.get<{ data: { content: string } }>(")).toEqual(["x.ts:1"]);
    expect(offenders("x.ts", "post<Message & { data: { email: string } }>(")).toEqual(["x.ts:1"]);
    expect(offenders("x.ts", "staffApi\n  .get<{ data: Row[]; meta: PageMeta }>(")).toEqual([]);
  });

  it("types every API answer from the shared schemas: no object type but the envelope in a call's type", () => {
    expect(files.flatMap((file) => offenders(file.name, file.text))).toEqual([]);
  });
});
