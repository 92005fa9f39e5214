import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestUser, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import { createStaffAccount, syncPermissionCatalogue } from "../access/index";

let app: FastifyInstance;
let admin: { authorization: string; id: number };
beforeEach(async () => {
  app = await buildTestApp();
  await syncPermissionCatalogue(app.database.db);
  const id = await createStaffAccount(app.database.db, {
    username: "root",
    nama_lengkap: "Root",
    email: null,
    tipe_pengguna: "super_admin",
    password: "rahasia123",
    roleNames: ["Super Admin"],
  });
  admin = { ...(await signIn(app, "root")), id };
});
afterEach(() => app.close());

const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  authorization = admin.authorization,
) => app.inject({ method, url: `/api${url}`, headers: { authorization }, payload });

describe("users and roles", () => {
  it("lists staff and agents apart from customers", async () => {
    await createTestUser(app, { username: "pelanggan1", tipe_pengguna: "pelanggan" });
    await createTestUser(app, { username: "agen1", tipe_pengguna: "agen" });
    const names = async (group: string) =>
      (await call("GET", `/users?kelompok=${group}`))
        .json()
        .data.map((row: { username: string }) => row.username);
    expect(await names("pelanggan")).toEqual(["pelanggan1"]);
    expect((await names("staf")).sort()).toEqual(["agen1", "root"]);
    expect((await call("GET", "/users?kelompok=semua")).statusCode).toBe(422);
  });

  it("creates a cashier with a role, who then sees only what the role allows", async () => {
    const role = (
      await call("POST", "/roles", {
        name: "Kasir Uji",
        permissions: ["manage penjualan", "view penjualan umum"],
      })
    ).json().data;
    const created = await call("POST", "/users", {
      username: "kasir2",
      nama_lengkap: "Kasir Dua",
      email: "kasir2@contoh.id",
      tipe_pengguna: "kasir",
      password: "rahasia123",
      password_confirmation: "rahasia123",
      role_ids: [role.id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).not.toHaveProperty("password_hash");
    const duplicate = await call("POST", "/users", {
      username: "KASIR2",
      nama_lengkap: "X",
      tipe_pengguna: "kasir",
      password: "rahasia123",
      password_confirmation: "rahasia123",
    });
    expect(duplicate.json().errors).toEqual({ username: ["Username sudah dipakai"] });
    const cashier = await signIn(app, "kasir2");
    const profile = (await call("GET", "/user/profile", undefined, cashier.authorization)).json().data;
    expect(profile.permissions).toEqual(["manage penjualan", "view penjualan umum"]);
    expect((await call("GET", "/ships", undefined, cashier.authorization)).statusCode).toBe(403);

    await call("PUT", `/roles/${role.id}`, { name: "Kasir Uji", permissions: ["manage penjualan"] });
    const after = (await call("GET", "/user/profile", undefined, cashier.authorization)).json().data;
    expect(after.permissions).toEqual(["manage penjualan"]);
  });

  it("refuses to delete a role still held, and deletes it once free", async () => {
    const role = (await call("POST", "/roles", { name: "Sementara", permissions: [] })).json().data;
    const { id } = await createTestUser(app, { username: "pemegang" });
    await call("PUT", `/users/${id}`, {
      username: "pemegang",
      nama_lengkap: "P",
      tipe_pengguna: "admin",
      role_ids: [role.id],
    });
    const refused = await call("DELETE", `/roles/${role.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Peran tidak dapat dihapus: masih dipegang oleh 1 pengguna.");
    await call("PUT", `/users/${id}`, {
      username: "pemegang",
      nama_lengkap: "P",
      tipe_pengguna: "admin",
      role_ids: [],
    });
    expect((await call("DELETE", `/roles/${role.id}`)).statusCode).toBe(200);
  });

  it("protects the last Super Admin and the acting administrator from locking themselves out", async () => {
    const last = await call("PATCH", `/users/${admin.id}/status`, { status: "Non Aktif" });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe("Super Admin terakhir tidak dapat dinonaktifkan atau dicabut perannya.");
    const { id, username } = await createTestUser(app, { permissions: ["view users", "edit users"] });
    const self = await signIn(app, username);
    const drop = await call(
      "PUT",
      `/users/${id}`,
      { username, nama_lengkap: "X", tipe_pengguna: "admin", role_ids: [], permissions: ["view users"] },
      self.authorization,
    );
    expect(drop.statusCode).toBe(409);
    expect(drop.json().message).toBe(
      "Anda tidak dapat mencabut hak akses administrasi pengguna dari akun Anda sendiri.",
    );
  });

  it("ends a user's sessions on deactivation, and lists live sessions", async () => {
    const { id, username } = await createTestUser(app);
    const user = await signIn(app, username);
    expect((await call("GET", `/users/${id}/sessions`)).json().data).toHaveLength(1);
    const response = await call("PATCH", `/users/${id}/status`, { status: "Non Aktif" });
    expect(response.json().data).toMatchObject({ status: "Non Aktif", live_sessions: 0 });
    const check = await call("GET", "/auth/validate-token", undefined, user.authorization);
    expect(check.json().error_code).toBe("FORCE_LOGOUT");
  });

  it("lists users with search and filters", async () => {
    await createTestUser(app, { username: "budi_loket", tipe_pengguna: "kasir" });
    const list = (await call("GET", "/users?search=budi&tipe_pengguna=kasir")).json();
    expect(list.data.map((row: { username: string }) => row.username)).toEqual(["budi_loket"]);
    expect(list.meta.total).toBe(1);
  });
});

describe("activity log", () => {
  it("filters, exports CSV, and has no route that changes it", async () => {
    await call("POST", "/roles", { name: "=HYPERLINK(1)", permissions: [] });
    const logs = (await call("GET", "/activity-logs?module=role")).json();
    expect(logs.data[0]).toMatchObject({ action: "role.created", username: "root" });
    const csv = await call("GET", "/activity-logs/export?action=role.created");
    expect(csv.headers["content-type"]).toContain("text/csv");
    // Staff read the export: the action and subject by their labels, the change field by field.
    expect(csv.body).toContain('"Peran ditambahkan"');
    expect(csv.body).not.toContain("role.created");
    expect(csv.body).toContain("Nama: - → =HYPERLINK(1)");
    expect(csv.body).toContain('"Peran =HYPERLINK(1) ditambahkan"');
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      expect(
        app.routeAccess.some(
          (route) => route.url.startsWith("/api/activity-logs") && route.method === method,
        ),
      ).toBe(false);
    }
    expect((await call("DELETE", "/activity-logs/1")).statusCode).toBe(404);
  });
});
