import { afterEach, describe, expect, it } from "vitest";
import { STAFF_KEYS } from "../../lib/storage-keys";
import { trackActivity, usedSinceTokenIssued } from "./activity";

let stop = () => {};
afterEach(() => stop());

const lastActivity = () => window.localStorage.getItem(STAFF_KEYS.lastActivity);

describe("the last activity of a staff session", () => {
  it("records keys, clicks and touches, at most once a second", () => {
    let now = 10_000;
    stop = trackActivity(window, () => now);
    window.dispatchEvent(new KeyboardEvent("keydown"));
    expect(lastActivity()).toBe("10000");
    now = 10_500;
    window.dispatchEvent(new Event("pointerdown"));
    expect(lastActivity()).toBe("10000");
    now = 11_000;
    window.dispatchEvent(new Event("touchstart"));
    expect(lastActivity()).toBe("11000");
  });

  it("ignores everything else (mouse moves, scrolls) and stops when asked", () => {
    stop = trackActivity(window, () => 5000);
    window.dispatchEvent(new Event("mousemove"));
    window.dispatchEvent(new Event("scroll"));
    expect(lastActivity()).toBeNull();
    stop();
    window.dispatchEvent(new KeyboardEvent("keydown"));
    expect(lastActivity()).toBeNull();
  });

  it("counts the session as in use only with input after its token was issued", () => {
    expect(usedSinceTokenIssued()).toBe(false);
    window.localStorage.setItem(STAFF_KEYS.tokenIssuedAt, "2000");
    window.localStorage.setItem(STAFF_KEYS.lastActivity, "2000");
    expect(usedSinceTokenIssued()).toBe(false);
    window.localStorage.setItem(STAFF_KEYS.lastActivity, "2001");
    expect(usedSinceTokenIssued()).toBe(true);
  });
});
