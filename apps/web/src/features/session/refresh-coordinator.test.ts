import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api";
import {
  createRefreshCoordinator,
  REFRESH_MESSAGES,
  RefreshRefused,
  refreshFailure,
} from "./refresh-coordinator";

describe("refresh coordinator", () => {
  it("shares one in-flight request between concurrent callers", async () => {
    let resolve!: (value: string) => void;
    const call = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const coordinator = createRefreshCoordinator(call);
    const first = coordinator.refresh();
    const second = coordinator.refresh();
    expect(coordinator.inProgress).toBe(true);
    resolve("token-baru");
    await expect(Promise.all([first, second])).resolves.toEqual(["token-baru", "token-baru"]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(coordinator.inProgress).toBe(false);
  });

  it("refuses a new attempt within 5 s of the previous one, and allows it after", async () => {
    let clock = 1_000_000;
    const call = vi.fn(async () => "ok");
    const coordinator = createRefreshCoordinator(call, { now: () => clock });
    await coordinator.refresh();
    clock += 4999;
    await expect(coordinator.refresh()).rejects.toThrow(REFRESH_MESSAGES.tooSoon);
    clock += 1;
    await expect(coordinator.refresh()).resolves.toBe("ok");
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("counts a failed attempt toward the spacing and passes the failure on", async () => {
    let clock = 0;
    const call = vi.fn(async () => {
      throw new Error("401");
    });
    const coordinator = createRefreshCoordinator(call, { now: () => clock });
    await expect(coordinator.refresh()).rejects.toThrow("401");
    clock += 1000;
    await expect(coordinator.refresh()).rejects.toThrow(REFRESH_MESSAGES.tooSoon);
  });
});

describe("what a failed refresh means", () => {
  const unauthorized = (code: string) => new ApiError({ status: 401, code, message: "Ditolak" });

  it("ends a session that ran out as expired, not as an invalid token", () => {
    expect(refreshFailure(unauthorized("TOKEN_EXPIRED"), false)).toBe("expired");
    expect(refreshFailure(unauthorized("TOKEN_INVALID"), false)).toBe("invalid");
    expect(refreshFailure(unauthorized("CONCURRENT_SESSION"), false)).toBe("concurrent_session");
    expect(refreshFailure(unauthorized("FORCE_LOGOUT"), false)).toBe("forced");
  });

  it("calls any other failure 'refresh_failed' and ignores a refusal while the token lives", () => {
    expect(refreshFailure(new ApiError({ status: 500, code: "SERVER_ERROR", message: "x" }), false)).toBe(
      "refresh_failed",
    );
    expect(refreshFailure(new Error("Gagal memperbarui session"), true)).toBe("refresh_failed");
    expect(refreshFailure(new RefreshRefused(REFRESH_MESSAGES.tooSoon), true)).toBe("ignore");
    expect(refreshFailure(new RefreshRefused(REFRESH_MESSAGES.tooSoon), false)).toBe("refresh_failed");
  });
});
