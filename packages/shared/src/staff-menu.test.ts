import { describe, expect, it } from "vitest";
import { ALL_PERMISSIONS, groupPermissions, isKnownPermission } from "./permissions";
import { entryForPath, permissionForPath, STAFF_MENU, visibleMenu } from "./staff-menu";

describe("staff menu", () => {
  it("uses only catalogued permissions", () => {
    for (const item of STAFF_MENU) {
      const names = [item.permission, ...(item.children ?? []).map((entry) => entry.permission)];
      for (const name of names) if (name) expect(isKnownPermission(name), name).toBe(true);
    }
  });

  it("shows only the dashboard and ungated groups to a user without permissions", () => {
    const menu = visibleMenu(new Set());
    expect(menu.map((item) => item.label)).toEqual(["Dashboard"]);
  });

  it("needs the group's permission and hides entries without a route", () => {
    const menu = visibleMenu(new Set(["view kapal", "view abk"]));
    const ships = menu.find((item) => item.label === "Manajemen Kapal");
    expect(ships?.children?.map((entry) => entry.path)).toEqual(["/kapal", "/abk", "/kapal-laporan"]);
    expect(visibleMenu(new Set(["view abk"])).some((item) => item.label === "Manajemen Kapal")).toBe(false);
  });

  it("shows entries without permission to everyone inside a permitted group", () => {
    const agent = visibleMenu(new Set(["view menu agen"])).find((item) => item.label === "Agen");
    expect(agent?.children?.map((entry) => entry.path)).toEqual([
      "/agen-laporan",
      "/history-plafon",
      "/tambah-saldo",
    ]);
  });

  it("finds the permission guarding a path, including sub-paths", () => {
    expect(permissionForPath("/kapal")).toBe("view kapal");
    expect(permissionForPath("/refund-kendaraan/12")).toBe("view refund kendaraan");
    expect(permissionForPath("/dashboard")).toBeUndefined();
  });

  it("gives a path to one entry only, the longest that matches", () => {
    const menu = visibleMenu(new Set(["manage penjualan", "view penjualan umum", "view acc pembayaran"]));
    expect(entryForPath(menu, "/booking/create")?.label).toBe("Penjualan Umum");
    expect(entryForPath(menu, "/booking")?.label).toBe("ACC Pembayaran");
    expect(entryForPath(menu, "/booking/12")?.label).toBe("ACC Pembayaran");
    expect(entryForPath(menu, "/booking-ekspedisi")).toBeUndefined();
  });
});

describe("permission catalogue", () => {
  it("has create, edit and delete for every module and no duplicates", () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const name of ["view kapal", "create kapal", "edit kapal", "delete kapal", "manage penjualan"]) {
      expect(ALL_PERMISSIONS).toContain(name);
    }
  });

  it("groups granted names in catalogue order", () => {
    expect(groupPermissions(["edit kapal", "view abk", "view kapal"])).toEqual([
      { group: "Kapal", permissions: [{ name: "view kapal" }, { name: "edit kapal" }] },
      { group: "ABK", permissions: [{ name: "view abk" }] },
    ]);
  });
});
