import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CUSTOMER_KEYS, STAFF_KEYS } from "../../../lib/storage-keys";
import { jsonResponse, mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import {
  authAnswer,
  CUSTOMER_PROFILE,
  DASHBOARD_ANSWER,
  profileAnswer,
  signInCustomer,
} from "../customer-fixtures";

let profileReply: () => Response = () => jsonResponse(profileAnswer());
let refreshReply: () => Response = () => jsonResponse({ success: false, error_code: "TOKEN_EXPIRED" }, 401);
let logoutReply: () => Response = () => jsonResponse({ success: true, message: "Logout berhasil" });
let validateReply: () => Response = () => jsonResponse({ success: true, valid: true, data: {} });

const api = mockApi(
  {
    "/api/user/profile": () => profileReply(),
    "POST /api/refresh": () => refreshReply(),
    "POST /api/logout": () => logoutReply(),
    "/api/auth/validate-token": () => validateReply(),
    "/api/customer/dashboard": DASHBOARD_ANSWER,
    "/api/public/auth/config": { success: true, data: { google_client_id: null } },
  },
  { fallback: notFound },
);

const storage = () => window.localStorage;

describe("customer session", () => {
  it("restores a stored session, fetches the profile and opens the dashboard", async () => {
    profileReply = () => jsonResponse(profileAnswer({ ...CUSTOMER_PROFILE, nama_lengkap: "Sari Baru" }));
    signInCustomer();
    renderAt("/customer/dashboard");
    expect(await screen.findByRole("heading", { name: "Selamat datang, Sari Baru!" })).toBeTruthy();
    expect(JSON.parse(storage().getItem(CUSTOMER_KEYS.customer) ?? "{}").nama_lengkap).toBe("Sari Baru");
    const profileCall = api.calls.find((call) => call.path === "/api/user/profile");
    expect(profileCall).toBeTruthy();
  });

  it("tries a refresh when the profile fails and keeps the new token", async () => {
    profileReply = () => jsonResponse({ success: false, message: "down" }, 500);
    refreshReply = () => jsonResponse(authAnswer({ token: "fresh-token" }));
    signInCustomer();
    renderAt("/customer/dashboard");
    expect(await screen.findByRole("heading", { name: /Selamat datang/ })).toBeTruthy();
    expect(storage().getItem(CUSTOMER_KEYS.token)).toBe("fresh-token");
  });

  it("signs out with the expiry notice when the profile says 401 and the refresh fails", async () => {
    profileReply = () => jsonResponse({ success: false, error_code: "TOKEN_EXPIRED" }, 401);
    refreshReply = () => jsonResponse({ success: false, error_code: "TOKEN_EXPIRED" }, 401);
    signInCustomer();
    // A live staff session in the same browser (a token alone would be a broken one the staff side ends).
    signInStaff([]);
    storage().setItem(STAFF_KEYS.token, "staff-token");
    const { router } = renderAt("/customer/profile");
    expect(await screen.findByText("Sesi Anda telah berakhir. Silakan login kembali.")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/customers/login");
    expect(storage().getItem(CUSTOMER_KEYS.token)).toBeNull();
    expect(storage().getItem(CUSTOMER_KEYS.user)).toBeNull();
    expect(storage().getItem(STAFF_KEYS.token)).toBe("staff-token");
  });

  it("treats an expired stored session as signed out and clears it, remembering the origin", async () => {
    signInCustomer(-1000);
    const { router } = renderAt("/customer/change-password");
    await waitFor(() => expect(router.state.location.pathname).toBe("/customers/login"));
    expect(storage().getItem(CUSTOMER_KEYS.token)).toBeNull();
    expect(api.calls.some((call) => call.path === "/api/user/profile")).toBe(false);
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(
      "/customer/change-password",
    );
  });

  it("logs out to /customers/login and clears the session even when the call fails", async () => {
    profileReply = () => jsonResponse(profileAnswer());
    logoutReply = () => jsonResponse({ success: false, message: "down" }, 500);
    signInCustomer();
    // A live staff session in the same browser (a token alone would be a broken one the staff side ends).
    signInStaff([]);
    storage().setItem(STAFF_KEYS.token, "staff-token");
    const { router } = renderAt("/customer/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Sari Wulandari" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Keluar" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customers/login"));
    expect(router.state.location.state).toBeFalsy();
    for (const key of Object.values(CUSTOMER_KEYS)) expect(storage().getItem(key)).toBeNull();
    expect(storage().getItem(STAFF_KEYS.token)).toBe("staff-token");
    expect(api.bodies("POST", "/api/logout")).toHaveLength(1);
  });

  it("warns when 5 minutes or less remain and extends the session through /refresh", async () => {
    profileReply = () => jsonResponse(profileAnswer());
    refreshReply = () => jsonResponse(authAnswer({ token: "extended" }));
    signInCustomer(4 * 60_000);
    renderAt("/customer/dashboard");
    expect(await screen.findByText(/Sesi Anda akan berakhir dalam/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Perpanjang Sesi" }));
    await waitFor(() => expect(storage().getItem(CUSTOMER_KEYS.token)).toBe("extended"));
    await waitFor(() => expect(screen.queryByText(/Sesi Anda akan berakhir dalam/)).toBeNull());
  });

  it("ends the session with the reason when another device took the account over", async () => {
    profileReply = () => jsonResponse(profileAnswer());
    validateReply = () => jsonResponse({ success: true, valid: true, data: {} });
    signInCustomer();
    const { router } = renderAt("/customer/dashboard");
    expect(await screen.findByRole("heading", { name: /Selamat datang/ })).toBeTruthy();
    const showTab = () => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    };
    showTab();
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === "/api/auth/validate-token")).toBe(true),
    );
    expect(router.state.location.pathname).toBe("/customer/dashboard");

    validateReply = () =>
      jsonResponse(
        { success: false, error_code: "CONCURRENT_SESSION", reason: "concurrent_session", message: "x" },
        401,
      );
    showTab();
    expect(
      await screen.findByText("Akun Anda sedang digunakan di perangkat lain. Sesi ini dihentikan."),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/customers/login");
    expect(storage().getItem(CUSTOMER_KEYS.token)).toBeNull();
  });

  it("sends /customer/login to /customers/login", async () => {
    const { router } = renderAt("/customer/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/customers/login"));
  });
});
