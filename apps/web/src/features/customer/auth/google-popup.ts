import { GOOGLE_MESSAGES } from "./google-messages";

/**
 * Google sign-in in a pop-up, the fallback when Google's identity script cannot load (public specification
 * section 8): OpenID Connect with `response_type=id_token`, so Google sends the same ID token the script
 * would, straight to our callback page (`GOOGLE_CALLBACK_PATH`, which must be an authorised redirect URI
 * of the OAuth client), which hands it back over a BroadcastChannel. A channel and not `window.opener`:
 * our pages answer `Cross-Origin-Opener-Policy: same-origin`, which severs the opener once the pop-up
 * has been to Google.
 */
export const GOOGLE_AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
export const GOOGLE_CALLBACK_PATH = "/customers/google-callback";
export const GOOGLE_POPUP_CHANNEL = "ferry-google-sign-in";
/** How long the page waits for the pop-up's answer (the user may take a while to choose an account). */
export const GOOGLE_POPUP_TIMEOUT_MS = 180_000;

/** What the callback page sends back: the `state` it received and either the token or Google's error. */
export type GooglePopupAnswer = { state: string; id_token?: string; error?: string };

const randomToken = () => crypto.randomUUID().replaceAll("-", "");

export function googleAuthorizeUrl(clientId: string, origin: string, state: string, nonce: string): string {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${origin}${GOOGLE_CALLBACK_PATH}`,
    response_type: "id_token",
    scope: "openid email profile",
    prompt: "select_account",
    state,
    nonce,
  });
  return `${GOOGLE_AUTHORIZE_URL}?${params}`;
}

/** The callback page's answer, read from the fragment Google redirected to (`#id_token=…&state=…`). */
export function answerFromFragment(fragment: string): GooglePopupAnswer | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ""));
  const state = params.get("state");
  if (!state) return null;
  const token = params.get("id_token");
  return token ? { state, id_token: token } : { state, error: params.get("error") ?? "no_token" };
}

/**
 * Opens Google's sign-in pop-up and resolves with the ID token. Call it in the click handler itself:
 * browsers open pop-ups only in answer to a click. Rejects with a message to show when the pop-up is
 * blocked, when Google answers an error, or after `timeoutMs` without an answer.
 */
export function signInWithGooglePopup(
  clientId: string,
  timeoutMs = GOOGLE_POPUP_TIMEOUT_MS,
): Promise<string> {
  const state = randomToken();
  const url = googleAuthorizeUrl(clientId, window.location.origin, state, randomToken());
  const channel = new BroadcastChannel(GOOGLE_POPUP_CHANNEL);
  const popup = window.open(url, "google-sign-in", "popup,width=480,height=640");
  if (!popup) {
    channel.close();
    return Promise.reject(new Error(GOOGLE_MESSAGES.popupBlocked));
  }
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      channel.close();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new Error(GOOGLE_MESSAGES.timeout))), timeoutMs);
    channel.onmessage = (event: MessageEvent<GooglePopupAnswer>) => {
      const answer = event.data;
      if (answer?.state !== state) return; // another tab's sign-in
      const token = answer.id_token;
      finish(() => (token ? resolve(token) : reject(new Error(GOOGLE_MESSAGES.buttonDefault))));
    };
  });
}
