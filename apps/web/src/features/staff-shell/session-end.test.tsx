import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "../../test/mock-api";
import { renderRoutes } from "../../test/render";
import { testStaffUser } from "../../test/staff-session";
import { LoginPage } from "../session/login-page";
import {
  FORCED_LOGOUT_LOGIN,
  forcedLogoutMessage,
  LOGIN_REQUIRED_MESSAGE,
  SESSION_ENDED_TEXT,
} from "../session/session-messages";
import { saveSession } from "../session/session-storage";
import { AdminLayout } from "./admin-layout";

const user = testStaffUser([], { id: 3, username: "kasir", nama_lengkap: "Siti Aminah" });

const START = new Date("2026-03-02T01:00:00.000Z");
let refreshReply: () => Response;
let validateReply: () => Response;
const api = mockApi({
  "POST /api/refresh": () => refreshReply(),
  "/api/auth/validate-token": () => validateReply(),
  "/api/user/profile": { success: true, data: user },
});

const refused = (code: string, reason: string) =>
  jsonResponse({ success: false, message: "Ditolak", code, error_code: code, reason }, 401);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: START });
  refreshReply = () => jsonResponse({ success: true, token: "baru", user, expires_in: 120 });
  validateReply = () => jsonResponse({ success: true, valid: true, data: {} });
});
afterEach(() => vi.useRealTimers());

function openBackOffice(path = "/kerja") {
  return renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { element: <AdminLayout />, children: [{ path: "/kerja", element: <p>Halaman kerja</p> }] },
    ],
    path,
  );
}

/** A session signed in at START whose token lives 60 s. */
function signedInForAMinute() {
  saveSession({ token: "lama", user, expires_in: 60 }, START.getTime());
}

/** A tab signed in for a minute, used once or not at all, left until after its token expired. */
async function leavePastExpiry(used: boolean) {
  signedInForAMinute();
  openBackOffice();
  await screen.findByText("Halaman kerja");
  if (used) fireEvent.pointerDown(document.body);
  await pass(90_000);
}

const refreshCalls = () => api.calls.filter((call) => call.path === "/api/refresh").length;
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("the end of an idle session", () => {
  it("opens 'Session Berakhir' at expiry without refreshing when nobody used the tab", async () => {
    await leavePastExpiry(false);
    await screen.findByRole("dialog", { name: "Session Berakhir" });
    expect(refreshCalls()).toBe(0);
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("refreshes at expiry when someone typed or clicked during the token's lifetime", async () => {
    signedInForAMinute();
    openBackOffice();
    await screen.findByText("Halaman kerja");
    await pass(10_000);
    fireEvent.keyDown(document.body, { key: "a" });
    await pass(80_000);
    expect(refreshCalls()).toBe(1);
    expect(window.localStorage.getItem("token")).toBe("baru");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Halaman kerja")).toBeTruthy();
  });

  it("does not count the validation polls as use", async () => {
    saveSession({ token: "lama", user, expires_in: 100 }, START.getTime());
    openBackOffice();
    await screen.findByText("Halaman kerja");
    await pass(130_000);
    expect(api.calls.some((call) => call.path === "/api/auth/validate-token")).toBe(true);
    await screen.findByRole("dialog", { name: "Session Berakhir" });
    expect(refreshCalls()).toBe(0);
  });

  it("ends a stale token reopened later as 'Session Berakhir'", async () => {
    signedInForAMinute();
    vi.setSystemTime(START.getTime() + 3 * 3600_000);
    openBackOffice();
    await screen.findByRole("dialog", { name: "Session Berakhir" });
    expect(refreshCalls()).toBe(0);
  });
});

describe("a refresh the server refuses", () => {
  it.each([
    ["TOKEN_EXPIRED", "session_expired", "Session Berakhir"],
    ["TOKEN_INVALID", "token_invalid", "Token Tidak Valid"],
    ["CONCURRENT_SESSION", "concurrent_session", "Session Ganda Terdeteksi"],
  ])("answered 401 %s ends the session as '%s'", async (code, reason, title) => {
    refreshReply = () => refused(code, reason);
    await leavePastExpiry(true);
    await screen.findByRole("dialog", { name: title });
    expect(refreshCalls()).toBe(1);
  });

  it("failing otherwise ends it as 'Gagal Memperbarui Session'", async () => {
    refreshReply = () => jsonResponse({ success: false, message: "Galat" }, 500);
    await leavePastExpiry(true);
    await screen.findByRole("dialog", { name: "Gagal Memperbarui Session" });
  });

  it("a validation poll that finds the session ran out ends an idle tab as 'Session Berakhir'", async () => {
    validateReply = () => refused("TOKEN_EXPIRED", "session_expired");
    saveSession({ token: "lama", user, expires_in: 3600 }, START.getTime());
    openBackOffice();
    await screen.findByText("Halaman kerja");
    await pass(31_000);
    await screen.findByRole("dialog", { name: "Session Berakhir" });
  });
});

describe("the login page after a session", () => {
  it("says why the session ended after 'Login Kembali'", async () => {
    await leavePastExpiry(false);
    const modal = await screen.findByRole("dialog", { name: "Session Berakhir" });
    fireEvent.click(modal.querySelector("button") as HTMLButtonElement);
    await screen.findByRole("heading", { name: "Login Staf" });
    expect(screen.getByText(SESSION_ENDED_TEXT.expired.message)).toBeTruthy();
    expect(screen.queryByText("Session expired")).toBeNull();
  });

  it("says the session was ended by IT after a forced logout's full page load", async () => {
    openBackOffice(FORCED_LOGOUT_LOGIN);
    await screen.findByRole("heading", { name: "Login Staf" });
    const notice = await screen.findByRole("status");
    // The company's name comes from the public settings, which this test does not serve.
    expect(notice.textContent).toMatch(new RegExp(`^${forcedLogoutMessage("")}`));
  });

  it("tells a visitor without a session, in Indonesian, to sign in", async () => {
    openBackOffice();
    await screen.findByRole("heading", { name: "Login Staf" });
    expect(screen.getByText(LOGIN_REQUIRED_MESSAGE)).toBeTruthy();
  });
});

describe("a stored token without stored user data", () => {
  function storeTokenOnly() {
    saveSession({ token: "lama", user, expires_in: 3600 }, START.getTime());
    window.localStorage.removeItem("userData");
  }

  it("fetches the profile behind 'Checking authentication...' and opens the page", async () => {
    storeTokenOnly();
    let answer: (response: Response) => void = () => {};
    api.calls.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith("/user/profile")
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : jsonResponse({ success: true, valid: true, data: {} }),
      ),
    );
    openBackOffice();
    expect(await screen.findByText("Checking authentication...")).toBeTruthy();
    await pass(1100);
    expect(screen.getByText("Initializing application...")).toBeTruthy();
    await act(async () => answer(jsonResponse({ success: true, data: user })));
    await screen.findByText("Halaman kerja");
    expect(JSON.parse(window.localStorage.getItem("userData") ?? "{}").username).toBe("kasir");
  });

  it("clears the session when the profile cannot be read", async () => {
    storeTokenOnly();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ success: false, message: "Galat" }, 500)),
    );
    openBackOffice();
    await screen.findByRole("heading", { name: "Login Staf" });
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("gives up after 3 s and clears the session", async () => {
    storeTokenOnly();
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL) =>
        String(input).endsWith("/user/profile")
          ? new Promise<Response>(() => {})
          : Promise.resolve(jsonResponse({ success: true, data: {} })),
      ),
    );
    openBackOffice();
    await screen.findByText("Checking authentication...");
    await pass(3100);
    await screen.findByRole("heading", { name: "Login Staf" });
    expect(window.localStorage.getItem("token")).toBeNull();
  });
});
