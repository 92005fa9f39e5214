import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startValidationPolling, type ValidationOutcome } from "./validation-poller";

function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: "visible" as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    fire: () => {
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("validation polling", () => {
  it("hands each valid answer's permissions to onValid", async () => {
    const onValid = vi.fn();
    const stop = startValidationPolling({
      validate: async () => ({ kind: "valid", permissions: ["view kapal"] }),
      onForceLogout: vi.fn(),
      onUnauthorized: vi.fn(),
      onValid,
      target: fakeDocument() as never,
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onValid).toHaveBeenCalledWith(["view kapal"]);
    stop();
  });

  it("checks every 30 s and 100 ms after the tab becomes visible", async () => {
    const validate = vi.fn(async (): Promise<ValidationOutcome> => ({ kind: "valid" }));
    const target = fakeDocument();
    const stop = startValidationPolling({
      validate,
      onForceLogout: vi.fn(),
      onUnauthorized: vi.fn(),
      target: target as never,
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(validate).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(validate).toHaveBeenCalledTimes(1);
    target.fire();
    await vi.advanceTimersByTimeAsync(99);
    expect(validate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(validate).toHaveBeenCalledTimes(2);
    stop();
    expect(target.listeners.size).toBe(0);
  });

  it("starts the forced logout on force_logout_detected and stops", async () => {
    const onForceLogout = vi.fn();
    const onUnauthorized = vi.fn();
    const validate = vi.fn(
      async (): Promise<ValidationOutcome> => ({ kind: "unauthorized", reason: "force_logout_detected" }),
    );
    startValidationPolling({ validate, onForceLogout, onUnauthorized, target: fakeDocument() as never });
    await vi.advanceTimersByTimeAsync(90_000);
    expect(onForceLogout).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it("ends the session on any other 401", async () => {
    const onUnauthorized = vi.fn();
    const validate = vi.fn(
      async (): Promise<ValidationOutcome> => ({ kind: "unauthorized", reason: "session_expired" }),
    );
    startValidationPolling({
      validate,
      onForceLogout: vi.fn(),
      onUnauthorized,
      target: fakeDocument() as never,
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onUnauthorized).toHaveBeenCalledWith("session_expired");
  });

  it("stops after more than 3 failures, and a success resets the count", async () => {
    const outcomes: ValidationOutcome[] = [
      { kind: "failed" },
      { kind: "failed" },
      { kind: "valid" },
      { kind: "failed" },
      { kind: "failed" },
      { kind: "failed" },
      { kind: "failed" },
    ];
    const validate = vi.fn(async () => outcomes.shift() ?? { kind: "valid" as const });
    startValidationPolling({
      validate,
      onForceLogout: vi.fn(),
      onUnauthorized: vi.fn(),
      target: fakeDocument() as never,
    });
    await vi.advanceTimersByTimeAsync(30_000 * 10);
    expect(validate).toHaveBeenCalledTimes(7);
  });
});
