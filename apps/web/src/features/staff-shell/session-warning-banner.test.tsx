import type { StaffUser } from "@ferry/shared/staff-auth";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../session/session-context";
import { saveSession } from "../session/session-storage";
import { SessionWarningBanner } from "./session-warning-banner";

const user: StaffUser = {
  id: 1,
  username: "kasir",
  nama_lengkap: "Siti",
  email: null,
  tipe_pengguna: "kasir",
  status: "Aktif",
  roles: [],
  permissions: [],
  grouped_permissions: [],
  permission_stats: { total: 1, granted: 0, from_roles: 0, direct: 0 },
};

let refreshAnswers: Response[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.endsWith("/refresh")) return refreshAnswers.shift() ?? new Response("{}", { status: 401 });
  return new Response(JSON.stringify({ success: true, valid: true, data: {} }), { status: 200 });
});

function renderBanner(secondsLeft: number) {
  saveSession({ token: "t", user, expires_in: secondsLeft });
  return render(
    <SessionProvider>
      <SessionWarningBanner />
    </SessionProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockClear();
  refreshAnswers = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const refreshCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/refresh")).length;

describe("session warning banner", () => {
  it("stays hidden while more than 5 minutes remain", () => {
    renderBanner(301);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the time left with its urgency, which rises as time passes", async () => {
    renderBanner(125);
    expect(screen.getByRole("alert").dataset.urgency).toBe("medium");
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.getByRole("alert").dataset.urgency).toBe("high");
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole("alert").dataset.urgency).toBe("critical");
  });

  it("offers 'Coba Lagi' after a failed extension and refuses a retry within 5 s", async () => {
    renderBanner(100);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Perpanjang Session" })));
    await screen.findByRole("button", { name: "Coba Lagi" });
    expect(screen.getByRole("alert").textContent).toContain("Gagal memperbarui session");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Coba Lagi" })));
    expect(screen.getByRole("alert").textContent).toContain(
      "Harap tunggu beberapa detik sebelum mencoba lagi",
    );
    expect(refreshCalls()).toBe(1);
  });

  it("shows 'Session Diperpanjang!' for 3 s after a successful extension", async () => {
    refreshAnswers = [
      new Response(JSON.stringify({ success: true, token: "baru", user, expires_in: 3600 }), { status: 200 }),
    ];
    renderBanner(100);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Perpanjang Session" })));
    await screen.findByText("Session Diperpanjang!");
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.queryByText("Session Diperpanjang!")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(window.localStorage.getItem("token")).toBe("baru");
  });
});
