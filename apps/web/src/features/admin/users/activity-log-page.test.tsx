import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import ActivityLogPage from "./activity-log-page";

const row = (id: number, action: string, properties: Record<string, unknown> | null) => ({
  id,
  username: "admin",
  action,
  description: `Aktivitas ${id}`,
  subject_type: id === 1 ? "ship" : "session",
  subject_id: "7",
  ip: "127.0.0.1",
  user_agent: "Firefox",
  properties,
  created_at: "2026-11-23T01:00:00.000Z",
});

const api = mockApi({
  "/api/activity-logs": {
    success: true,
    data: [
      row(1, "ship.updated", {
        before: { nama: "KMP Lama", kode_kapal: "LMA" },
        after: { nama: "KMP Baru", kode_kapal: "LMA" },
      }),
      row(2, "auth.login_forced", null),
    ],
    meta: { current_page: 1, last_page: 1, per_page: 25, total: 2 },
  },
});

describe("/log-pengguna", () => {
  it("names actions in Indonesian and shows a change field by field, not JSON", async () => {
    signInStaff(["view activity logs"]);
    renderRoutes([{ path: "/log-pengguna", element: <ActivityLogPage /> }], "/log-pengguna");
    expect(await screen.findByRole("cell", { name: "Login mengambil alih sesi lain" })).toBeTruthy();
    expect(screen.queryByText("auth.login_forced")).toBeNull();
    expect(screen.getAllByText("23/11/2026 08.00 WIB")).toHaveLength(2);
    await userEvent.click(screen.getByRole("cell", { name: "Kapal diubah" }));
    const changes = screen.getByRole("table", { name: "Rincian perubahan" });
    const nama = within(changes).getByRole("row", { name: /Nama/ });
    expect(nama.textContent).toBe("NamaKMP LamaKMP Baru");
    expect(within(changes).queryByText("Kode kapal")).toBeNull();
    expect(document.body.textContent).not.toContain('"before"');

    await userEvent.selectOptions(screen.getByLabelText("Aksi"), "Login mengambil alih sesi lain");
    expect(api.calls.at(-1)?.query.get("action")).toBe("auth.login_forced");
  });
});
