import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GoogleCallbackPage } from "./google-callback-page";
import { GOOGLE_POPUP_CHANNEL, type GooglePopupAnswer } from "./google-popup";

describe("Google callback page", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, "", "/");
  });

  it("hands the token to the opening page, clears it from the address and closes the pop-up", async () => {
    window.history.replaceState(null, "", "/customers/google-callback#id_token=abc.def&state=s1");
    const close = vi.spyOn(window, "close").mockImplementation(() => {});
    const channel = new BroadcastChannel(GOOGLE_POPUP_CHANNEL);
    const received = new Promise<GooglePopupAnswer>((resolve) => {
      channel.onmessage = (event) => resolve(event.data);
    });
    render(<GoogleCallbackPage />);
    expect(await received).toEqual({ state: "s1", id_token: "abc.def" });
    channel.close();
    expect(window.location.hash).toBe("");
    expect(close).toHaveBeenCalled();
    expect((await screen.findByRole("status")).textContent).toContain("Jendela ini dapat ditutup");
  });

  it("says so when Google's answer is missing", async () => {
    window.history.replaceState(null, "", "/customers/google-callback");
    render(<GoogleCallbackPage />);
    expect((await screen.findByRole("status")).textContent).toContain("Tidak ada jawaban dari Google");
  });
});
