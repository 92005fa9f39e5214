import type { StaffUser } from "@ferry/shared/staff-auth";
import { describe, expect, it } from "vitest";
import { heldPermissions, userCan } from "./permission-check";

const base = { id: 1, username: "u", nama_lengkap: "U" } as StaffUser;
const withLists = (permissions: unknown, grouped_permissions: unknown) =>
  ({ ...base, permissions, grouped_permissions }) as StaffUser;

describe("the permission check of the page guard and the sidebar", () => {
  it("asks the grouped list first", () => {
    const user = withLists(["view abk"], [{ group: "Kapal", permissions: [{ name: "view kapal" }] }]);
    expect(userCan(user, "view kapal")).toBe(true);
    expect(userCan(user, "view abk")).toBe(false);
  });

  it("falls back to the flat list, an array or a JSON string", () => {
    expect(userCan(withLists(["view kapal"], undefined), "view kapal")).toBe(true);
    expect(userCan(withLists('["view kapal","view abk"]', undefined), "view abk")).toBe(true);
    expect([...heldPermissions(withLists('["view kapal"]', null))]).toEqual(["view kapal"]);
  });

  it("holds nothing for an unreadable list, and allows what needs no permission", () => {
    expect(heldPermissions(withLists("rusak[", undefined)).size).toBe(0);
    expect(userCan(null, "view kapal")).toBe(false);
    expect(userCan(null, undefined)).toBe(true);
  });
});
