import { beforeEach, describe, expect, it } from "vitest";
import { STAFF_KEYS } from "../../lib/storage-keys";
import { testStaffUser } from "../../test/staff-session";
import { clearSession, expiryOf, readSession, saveSession, tokenExpiry } from "./session-storage";

const user = testStaffUser(["view penjualan umum"], {
  id: 7,
  username: "kasir",
  nama_lengkap: "Siti Aminah",
});

beforeEach(() => window.localStorage.clear());

describe("staff session storage", () => {
  it("stores the specification's keys and reads the session back", () => {
    saveSession({ token: "abc", user, expires_in: 60 }, 1_000);
    expect(window.localStorage.getItem("token")).toBe("abc");
    expect(JSON.parse(window.localStorage.getItem("userData") ?? "")).toMatchObject({ username: "kasir" });
    expect(window.localStorage.getItem("login_timestamp")).toBe("1000");
    expect(readSession()).toEqual({ token: "abc", user, expiresAt: 61_000 });
  });

  it("reads a token without user data (the profile is fetched then), and records when it was issued", () => {
    saveSession({ token: "abc", user, expires_in: 60 }, 1_000);
    window.localStorage.removeItem("userData");
    expect(readSession()).toEqual({ token: "abc", user: null, expiresAt: 61_000 });
    window.localStorage.setItem("userData", "{rusak");
    expect(readSession()?.user).toBeNull();
    expect(window.localStorage.getItem("token_issued_at")).toBe("1000");
    // A refresh is no activity: only real input writes the last activity.
    expect(window.localStorage.getItem("last_activity")).toBeNull();
  });

  it("defaults the expiry to 1 hour when the answer gives none", () => {
    expect(expiryOf({}, 0)).toBe(3_600_000);
    expect(expiryOf({ expires_at: "2026-11-22T10:00:00.000Z" })).toBe(Date.parse("2026-11-22T10:00:00.000Z"));
  });

  it("clears everything but dark mode and sets hasLoggedOut", () => {
    window.localStorage.setItem("darkMode", "true");
    saveSession({ token: "abc", user, expires_in: 60 });
    clearSession();
    for (const key of Object.values(STAFF_KEYS)) {
      if (key !== "hasLoggedOut") expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(window.localStorage.getItem("hasLoggedOut")).toBe("true");
    expect(window.localStorage.getItem("darkMode")).toBe("true");
    expect(readSession()).toBeNull();
  });

  it("treats a missing expiry as expired", () => {
    expect(tokenExpiry()).toEqual({ isExpired: true, timeLeftMs: 0 });
    saveSession({ token: "abc", user, expires_in: 120 }, 0);
    expect(tokenExpiry(60_000)).toEqual({ isExpired: false, timeLeftMs: 60_000 });
    expect(tokenExpiry(120_000).isExpired).toBe(true);
  });
});
