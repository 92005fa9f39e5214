import { describe, expect, it } from "vitest";
import { databaseId, idParams, MAX_ID } from "./ids";

describe("databaseId", () => {
  it("takes whole numbers from 1 to PostgreSQL's integer maximum, from text too", () => {
    expect(databaseId().parse("1")).toBe(1);
    expect(databaseId().parse(MAX_ID)).toBe(2_147_483_647);
    expect(idParams.parse({ id: "2147483647" })).toEqual({ id: MAX_ID });
  });

  it("refuses ids past the integer column, below 1, fractional or not numbers, with the label", () => {
    const id = databaseId("Kapal", "Kapal wajib dipilih");
    for (const value of ["2147483648", "99999999999999999999", 1e20, 1.5])
      expect(
        id.safeParse(value).error?.issues.map((issue) => issue.message),
        String(value),
      ).toEqual(["Kapal tidak valid"]);
    for (const value of ["", "abc", 0, "-1"])
      expect(id.safeParse(value).error?.issues[0]?.message, String(value)).toBe("Kapal wajib dipilih");
  });
});
