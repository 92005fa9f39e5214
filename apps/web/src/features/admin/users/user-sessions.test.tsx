import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import { UserSessions } from "./user-sessions";

const times = {
  created_at: "2026-11-23T01:00:00Z",
  last_activity_at: "2026-11-23T02:00:00Z",
  expires_at: "2026-11-23T03:00:00Z",
};
let revoked = false;
const api = mockApi({
  "GET /api/users/3/sessions": () => ({
    success: true,
    data: [
      { id: 1, perangkat: null, ip: "10.1.2.3", user_agent: "Chrome di Android", ...times },
      ...(revoked
        ? []
        : [{ id: 2, perangkat: "Gerbang 2 - HP Samsung", ip: "10.1.2.4", user_agent: "x", ...times }]),
    ],
  }),
  "DELETE /api/users/3/sessions/2": () => {
    revoked = true;
    return { success: true, message: 'Sesi perangkat "Gerbang 2 - HP Samsung" telah dicabut' };
  },
});

const renderSessions = () =>
  renderRoutes([{ path: "/pengguna", element: <UserSessions userId={3} /> }], "/pengguna");

describe("a user's device sessions on /pengguna", () => {
  it("names the gate device and revokes it after a confirmation", async () => {
    revoked = false;
    signInStaff(["view users", "edit users"]);
    renderSessions();
    const list = await screen.findByRole("list", { name: "Sesi aktif" });
    expect(within(list).getByText("Perangkat gerbang: Gerbang 2 - HP Samsung")).toBeTruthy();
    expect(within(list).getByText("Chrome di Android")).toBeTruthy();
    // Only the device session can be revoked here (the account's own sign-in ends by 'Logout paksa').
    expect(within(list).getAllByRole("button")).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Cabut perangkat Gerbang 2 - HP Samsung" }));
    const dialog = await screen.findByRole("dialog", { name: "Cabut sesi perangkat?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Batal" }));
    expect(api.bodies("DELETE", "/api/users/3/sessions/2")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Cabut perangkat Gerbang 2 - HP Samsung" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Cabut sesi perangkat?" })).getByRole("button", {
        name: "Ya, cabut",
      }),
    );
    expect(await screen.findByText('Sesi perangkat "Gerbang 2 - HP Samsung" telah dicabut')).toBeTruthy();
    expect(api.bodies("DELETE", "/api/users/3/sessions/2")).toHaveLength(1);
    await screen.findByText("Chrome di Android");
    expect(screen.queryByText("Perangkat gerbang: Gerbang 2 - HP Samsung")).toBeNull();
  });

  it("shows the device without 'Cabut' to who may only view users", async () => {
    revoked = false;
    signInStaff(["view users"]);
    renderSessions();
    expect(await screen.findByText("Perangkat gerbang: Gerbang 2 - HP Samsung")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Cabut/ })).toBeNull();
  });
});
