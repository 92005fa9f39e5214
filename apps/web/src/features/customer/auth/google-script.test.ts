import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  GOOGLE_SCRIPT_ERRORS,
  GOOGLE_SCRIPT_URL,
  type GoogleIdentity,
  loadGoogleIdentity,
} from "./google-script";

const scripts: HTMLScriptElement[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  scripts.length = 0;
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) scripts.push(node);
    return append(node);
  });
  delete window.google;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete window.google;
});

const identity: GoogleIdentity = { initialize: vi.fn(), renderButton: vi.fn(), prompt: vi.fn() };

describe("Google identity script loading", () => {
  it("tries three times, 1 s apart, and then gives up with the last error", async () => {
    const result = loadGoogleIdentity().catch((error: Error) => error.message);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(GOOGLE_SCRIPT_URL);
    scripts[0]?.dispatchEvent(new Event("error"));
    await vi.advanceTimersByTimeAsync(999);
    expect(scripts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(scripts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000); // the second attempt times out
    await vi.advanceTimersByTimeAsync(1000);
    expect(scripts).toHaveLength(3);
    scripts[2]?.dispatchEvent(new Event("error"));
    await vi.advanceTimersByTimeAsync(0);
    expect(await result).toBe(GOOGLE_SCRIPT_ERRORS.failed);
    expect(document.head.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`)).toBeNull();
  });

  it("times out an attempt after 10 s and waits 0.5 s after a load", async () => {
    const result = loadGoogleIdentity();
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(scripts).toHaveLength(2);
    window.google = { accounts: { id: identity } };
    scripts[1]?.dispatchEvent(new Event("load"));
    let settled = false;
    result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(identity);
  });

  it("reports a timeout when every attempt times out", async () => {
    const result = loadGoogleIdentity().catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(3 * 10_000 + 2 * 1000);
    expect(await result).toBe(GOOGLE_SCRIPT_ERRORS.timeout);
    expect(scripts).toHaveLength(3);
  });
});
