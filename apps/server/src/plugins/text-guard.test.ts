import { describe, expect, it } from "vitest";
import { fieldWithNul } from "./text-guard";

describe("fieldWithNul", () => {
  it("names the field of the first text or key holding a NUL", () => {
    expect(fieldWithNul({ nama: "Budi", tickets: [{ nama: "A\u0000" }] }, "body")).toBe("tickets.0.nama");
    expect(fieldWithNul({ "kunci\u0000": 1 }, "body")).toBe("kunci\u0000");
    expect(fieldWithNul("a\u0000b", "body")).toBe("body");
    expect(fieldWithNul({ search: "\u0000" }, "query")).toBe("search");
  });

  it("finds nothing in clean input, numbers, null or a missing body", () => {
    expect(
      fieldWithNul({ nama: "Budi\\u0000", umur: 0, foto: null, a: [true, 1.5] }, "body"),
    ).toBeUndefined();
    expect(fieldWithNul(undefined, "body")).toBeUndefined();
    expect(fieldWithNul(Buffer.from([0, 0]), "body")).toBeUndefined();
  });

  it("walks a body nested 100 000 levels deep without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(fieldWithNul(deep, "body")).toMatch(/^0(\.0)+$/);
  });
});
