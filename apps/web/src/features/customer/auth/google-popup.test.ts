import { afterEach, describe, expect, it, vi } from "vitest";
import { GOOGLE_MESSAGES } from "./google-messages";
import {
  answerFromFragment,
  GOOGLE_POPUP_CHANNEL,
  type GooglePopupAnswer,
  googleAuthorizeUrl,
  signInWithGooglePopup,
} from "./google-popup";

/** Opens the pop-up with `window.open` stubbed; answers the URL it was given and the pending sign-in. */
function openPopup(popup: object | null = {}) {
  const open = vi.spyOn(window, "open").mockReturnValue(popup as Window | null);
  const signIn = signInWithGooglePopup("klien.apps.googleusercontent.com", 2000);
  const url = new URL(String(open.mock.lastCall?.[0]));
  return { signIn, url, state: url.searchParams.get("state") ?? "" };
}

function answer(message: GooglePopupAnswer) {
  const channel = new BroadcastChannel(GOOGLE_POPUP_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

describe("Google sign-in pop-up", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks Google for an ID token sent back to our callback page", () => {
    const url = new URL(googleAuthorizeUrl("klien", "https://kapal.example", "s1", "n1"));
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "klien",
      redirect_uri: "https://kapal.example/customers/google-callback",
      response_type: "id_token",
      scope: "openid email profile",
      prompt: "select_account",
      state: "s1",
      nonce: "n1",
    });
  });

  it("reads the callback's fragment: the token, Google's error, nothing without a state", () => {
    expect(answerFromFragment("#id_token=abc.def&state=s1")).toEqual({ state: "s1", id_token: "abc.def" });
    expect(answerFromFragment("#error=access_denied&state=s1")).toEqual({
      state: "s1",
      error: "access_denied",
    });
    expect(answerFromFragment("#id_token=abc")).toBeNull();
  });

  it("resolves with the token of its own state, ignoring another sign-in's answer", async () => {
    const { signIn, url, state } = openPopup();
    expect(url.searchParams.get("redirect_uri")).toBe(`${window.location.origin}/customers/google-callback`);
    answer({ state: "lain", id_token: "token-lain" });
    answer({ state, id_token: "token-saya" });
    await expect(signIn).resolves.toBe("token-saya");
  });

  it("refuses when the pop-up is blocked, when Google answers an error, and after the time limit", async () => {
    await expect(openPopup(null).signIn).rejects.toThrow(GOOGLE_MESSAGES.popupBlocked);
    const denied = openPopup();
    answer({ state: denied.state, error: "access_denied" });
    await expect(denied.signIn).rejects.toThrow(GOOGLE_MESSAGES.buttonDefault);
    vi.useFakeTimers();
    try {
      const silent = openPopup();
      vi.advanceTimersByTime(2000);
      await expect(silent.signIn).rejects.toThrow(GOOGLE_MESSAGES.timeout);
    } finally {
      vi.useRealTimers();
    }
  });
});
