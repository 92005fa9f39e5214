import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import { TopBar } from "../../staff-shell/top-bar";
import { UNREAD_POLL_MS } from "./api/notifications";

let unread = 3;
const api = mockApi({
  "/api/notifications/unread-count": () => ({ success: true, data: { count: unread } }),
});
afterEach(() => {
  vi.useRealTimers();
  unread = 3;
});

const user = {
  id: 1,
  username: "kasir",
  nama_lengkap: "Kasir Uji",
  email: null,
  tipe_pengguna: "kasir",
  status: "Aktif",
  roles: [],
  permissions: [],
  grouped_permissions: [],
  permission_stats: { total: 0, granted: 0, from_roles: 0, direct: 0 },
};
const renderTopBar = () => {
  signInStaff([]);
  const noop = () => undefined;
  return renderRoutes(
    [
      {
        path: "/dashboard",
        element: <TopBar user={user} onMenu={noop} onChangePassword={noop} onLogout={noop} />,
      },
    ],
    "/dashboard",
  );
};
const countCalls = () => api.calls.filter((call) => call.path === "/api/notifications/unread-count").length;

describe("top bar bell", () => {
  it("links to 'Pesan' with the unread count as its badge", async () => {
    renderTopBar();
    const bell = await screen.findByRole("link", { name: "Pesan, 3 belum dibaca" });
    expect(bell.getAttribute("href")).toBe("/activity-logs");
    expect(screen.getByTestId("unread-badge").textContent).toBe("3");
  });

  it("caps the badge at 99+ and hides it at zero", async () => {
    unread = 150;
    const view = renderTopBar();
    expect(await screen.findByRole("link", { name: "Pesan, 150 belum dibaca" })).toBeTruthy();
    expect(screen.getByTestId("unread-badge").textContent).toBe("99+");
    view.unmount();
    unread = 0;
    renderTopBar();
    expect(await screen.findByRole("link", { name: "Pesan, 0 belum dibaca" })).toBeTruthy();
    expect(screen.queryByTestId("unread-badge")).toBeNull();
  });

  it("asks again every 30 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderTopBar();
    await screen.findByRole("link", { name: "Pesan, 3 belum dibaca" });
    expect(UNREAD_POLL_MS).toBe(30_000);
    const before = countCalls();
    unread = 4;
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(await screen.findByRole("link", { name: "Pesan, 4 belum dibaca" })).toBeTruthy();
    expect(countCalls()).toBe(before + 1);
  });
});
