import { DEVICE_MESSAGES } from "@ferry/shared/gate-devices";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { createTestUser, login, signIn, TEST_PASSWORD } from "../../test/accounts";
import { buildTestApp } from "../../test/app";

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

const GATE_OFFICER = ["manage penjualan", "view scan tiket", "create scan tiket", "view users", "view kapal"];
const DEVICE = "Gerbang 2 - HP Samsung";

const deviceLogin = (username: string, perangkat: string = DEVICE, password = TEST_PASSWORD) =>
  app.inject({
    method: "POST",
    url: "/api/login/perangkat",
    payload: { username, password, perangkat },
    remoteAddress: "10.0.0.2",
  });

const call = (method: "GET" | "PUT" | "DELETE", url: string, authorization: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { authorization }, payload });

const bearer = (response: { json(): { token: string } }) => `Bearer ${response.json().token}`;

async function officer(permissions = GATE_OFFICER) {
  return createTestUser(app, { username: "petugas", permissions });
}

describe("gate device sign-in", () => {
  it("opens a named device session beside the officer's normal session; both keep working", async () => {
    await officer();
    const normal = await login(app, "petugas");
    expect(normal.statusCode).toBe(200);
    const device = await deviceLogin("petugas");
    expect(device.statusCode).toBe(200);
    expect(device.json()).toMatchObject({
      success: true,
      message: "Login perangkat berhasil",
      perangkat: DEVICE,
      expires_in: 3600,
    });
    // The device holds only the gate's permissions; the menu follows the same list.
    expect(device.json().user.permissions).toEqual([
      "manage penjualan",
      "view scan tiket",
      "create scan tiket",
    ]);
    for (const authorization of [bearer(normal), bearer(device)]) {
      expect((await call("GET", "/auth/validate-token", authorization)).statusCode).toBe(200);
    }
    // The spec's single-session rule for a normal sign-in stays as it is, and ignores the device.
    expect((await login(app, "petugas")).json().code).toBe("ACCOUNT_IN_USE");
    const forced = await login(app, "petugas", { force: true });
    expect(forced.statusCode).toBe(200);
    expect((await call("GET", "/auth/validate-token", bearer(normal))).json().code).toBe(
      "CONCURRENT_SESSION",
    );
    expect((await call("GET", "/auth/validate-token", bearer(device))).statusCode).toBe(200);
  });

  it("does not count as the account's session for a normal sign-in", async () => {
    await officer();
    expect((await deviceLogin("petugas")).statusCode).toBe(200);
    expect((await login(app, "petugas")).statusCode).toBe(200);
  });

  it("limits the device to the gate: other permissions and any change outside a gate permission are refused", async () => {
    await officer();
    const device = bearer(await deviceLogin("petugas"));
    const normal = bearer(await login(app, "petugas"));
    expect((await call("GET", "/users", normal)).statusCode).toBe(200);
    expect((await call("GET", "/users", device)).json()).toMatchObject({ code: "ACCESS_DENIED" });
    expect((await call("GET", "/boardings/open", device)).statusCode).toBe(200);
    const profile = await call("GET", "/user/profile", device);
    expect(profile.json().data.permissions).toEqual([
      "manage penjualan",
      "view scan tiket",
      "create scan tiket",
    ]);
    const password = await call("PUT", "/profile/password", device, {
      current_password: TEST_PASSWORD,
      new_password: "Baru#2026x",
      new_password_confirmation: "Baru#2026x",
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().message).toBe(DEVICE_MESSAGES.gateOnly);
    // A gate route passes the access check (the scan itself answers its own refusal).
    const scan = await app.inject({
      method: "POST",
      url: "/api/tickets/validate-qr",
      headers: { authorization: device },
      payload: { qr_data: "tidak-dikenal" },
    });
    expect(scan.statusCode).not.toBe(403);
    expect(scan.statusCode).toBeLessThan(500);
  });

  it("keeps the gate-only permissions through a refresh", async () => {
    await officer();
    const device = bearer(await deviceLogin("petugas"));
    const refreshed = await app.inject({
      method: "POST",
      url: "/api/refresh",
      headers: { authorization: device },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.permissions).toEqual([
      "manage penjualan",
      "view scan tiket",
      "create scan tiket",
    ]);
  });

  it("refuses an account that cannot scan, a wrong password and a missing device name", async () => {
    await officer(["view kapal", "view users"]);
    const refused = await deviceLogin("petugas");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "ACCESS_DENIED",
      message: DEVICE_MESSAGES.noGatePermission,
    });
    expect((await deviceLogin("petugas", DEVICE, "salah")).json().code).toBe("INVALID_CREDENTIALS");
    const nameless = await deviceLogin("petugas", "  ");
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().errors.perangkat).toEqual(["Nama perangkat wajib diisi"]);
  });

  it("replaces only the live session of the same device name", async () => {
    await officer();
    const first = bearer(await deviceLogin("petugas"));
    const other = bearer(await deviceLogin("petugas", "Gerbang 3 - Scanner"));
    const again = bearer(await deviceLogin("petugas"));
    expect((await call("GET", "/auth/validate-token", first)).json().code).toBe("CONCURRENT_SESSION");
    expect((await call("GET", "/auth/validate-token", other)).statusCode).toBe(200);
    expect((await call("GET", "/auth/validate-token", again)).statusCode).toBe(200);
  });
});

describe("device sessions on /pengguna", () => {
  async function world() {
    const { id } = await officer();
    const admin = await createTestUser(app, { username: "admin", permissions: ["view users", "edit users"] });
    const viewer = await createTestUser(app, { username: "pengamat", permissions: ["view users"] });
    return {
      id,
      admin: (await signIn(app, admin.username)).authorization,
      viewer: (await signIn(app, viewer.username)).authorization,
    };
  }

  it("lists the device sessions by name and revokes one: refused at once, logged, the rest keep working", async () => {
    const { id, admin } = await world();
    const normal = bearer(await login(app, "petugas"));
    const device = bearer(await deviceLogin("petugas"));
    const listed = (await call("GET", `/users/${id}/sessions`, admin)).json().data;
    expect(listed.map((row: { perangkat: string | null }) => row.perangkat).sort()).toEqual(
      [DEVICE, null].sort(),
    );
    const target = listed.find((row: { perangkat: string | null }) => row.perangkat === DEVICE);

    const revoked = await call("DELETE", `/users/${id}/sessions/${target.id}`, admin);
    expect(revoked.json()).toEqual({ success: true, message: DEVICE_MESSAGES.revokedDone(DEVICE) });
    const refused = await call("GET", "/auth/validate-token", device);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: "TOKEN_INVALID",
      reason: "token_invalid",
      message: DEVICE_MESSAGES.revoked,
    });
    const refresh = await app.inject({
      method: "POST",
      url: "/api/refresh",
      headers: { authorization: device },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await call("GET", "/auth/validate-token", normal)).statusCode).toBe(200);
    const [logged] = await app.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "auth.device_revoked"), eq(activityLogs.subject_id, String(id))));
    expect(logged).toMatchObject({ username: "admin", subject_type: "user" });
    expect(logged?.description).toBe(`Sesi perangkat "${DEVICE}" milik petugas dicabut`);
    // Revoked already: nothing left to revoke.
    expect((await call("DELETE", `/users/${id}/sessions/${target.id}`, admin)).statusCode).toBe(404);
  });

  it("revokes only device sessions of that user, and only with edit users", async () => {
    const { id, admin, viewer } = await world();
    await login(app, "petugas");
    await deviceLogin("petugas");
    const listed = (await call("GET", `/users/${id}/sessions`, viewer)).json().data;
    const device = listed.find((row: { perangkat: string | null }) => row.perangkat !== null);
    const normal = listed.find((row: { perangkat: string | null }) => row.perangkat === null);
    expect((await call("DELETE", `/users/${id}/sessions/${device.id}`, viewer)).json().code).toBe(
      "ACCESS_DENIED",
    );
    const otherUser = await createTestUser(app, { username: "lain" });
    expect((await call("DELETE", `/users/${otherUser.id}/sessions/${device.id}`, admin)).statusCode).toBe(
      404,
    );
    const notDevice = await call("DELETE", `/users/${id}/sessions/${normal.id}`, admin);
    expect(notDevice.json()).toMatchObject({ code: "NOT_FOUND", message: DEVICE_MESSAGES.notFound });
    expect((await call("DELETE", `/users/${id}/sessions/abc`, admin)).statusCode).toBe(422);
  });

  it("ends the device sessions too when an administrator logs the officer out by force", async () => {
    const { id, admin } = await world();
    const device = bearer(await deviceLogin("petugas"));
    await app.inject({
      method: "POST",
      url: `/api/users/${id}/force-logout`,
      headers: { authorization: admin },
    });
    expect((await call("GET", "/auth/validate-token", device)).json().code).toBe("FORCE_LOGOUT");
  });
});
