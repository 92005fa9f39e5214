import { sep } from "node:path";
import { describe, expect, it } from "vitest";
import { webSources } from "../test/web-sources";

/**
 * The web's data layer (docs/decisions/052-web-data-layer.md): every cache key comes from a typed key
 * factory in a feature's `api/` folder, and every query or mutation that calls the API lives there too.
 * This scan refuses a literal key array (`queryKey: ["…"]`, `queryKey: [SOME_KEY, …]`,
 * `setQueryData(["…"], …)`) anywhere, api/ folders included (there keys come from the factories), and
 * outside `api/` folders it refuses any `queryFn`/`mutationFn`: queries and mutations are defined there only.
 */
/** A key array written in place: `queryKey: [`, or the first argument of `setQueryData([` and its kin. */
const LITERAL_KEY = /\bqueryKey:\s*\[|\b(set|get|ensure|fetch|prefetch)Query(Data)?\(\s*\[/;
/** A key taken from a key factory: `bookingKeys.detail(id)`, `resourceKeys(endpoint).all`. */
const FACTORY_KEY = /^\w*[kK]eys\b/;
const QUERY_OR_MUTATION = /\b(queryFn|mutationFn):/;

const files = webSources();
const inApiFolder = (name: string) => name.split(sep).includes("api");

describe("the web's cache keys", () => {
  it("scans the sources", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("writes no literal key array: keys come from the key factories of the features' api/ folders", () => {
    const offenders = files.filter((file) => LITERAL_KEY.test(file.text)).map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it("takes every key from a key factory (`…Keys`), never from a loose constant", () => {
    const offenders = files.flatMap((file) =>
      [...file.text.matchAll(/\bqueryKey:\s*([^,}\n]+)/g)]
        .filter((match) => !FACTORY_KEY.test(match[1] ?? ""))
        .map((match) => `${file.name}: queryKey: ${match[1]}`),
    );
    expect(offenders).toEqual([]);
  });

  it("defines queries and mutations (`queryFn`, `mutationFn`) only in api/ folders", () => {
    const offenders = files
      .filter((file) => !inApiFolder(file.name) && QUERY_OR_MUTATION.test(file.text))
      .map((file) => file.name);
    expect(offenders).toEqual([]);
  });
});
