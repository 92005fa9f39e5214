import type { BrowserContext } from "playwright-core";
import { fakeGoogleKeys, type GoogleClaims } from "../../apps/server/src/test/fake-google-keys";
import { startServer } from "./server";

export const E2E_GOOGLE_CLIENT_ID = "ferry-e2e.apps.googleusercontent.com";
const SIGN_IN_PATH = "/o/oauth2/v2/auth";

/**
 * A server of its own with Google sign-in enabled (GOOGLE_CLIENT_ID) and trusting a key set this test
 * serves (GOOGLE_JWKS_URL): the run's server has no Google, as a fresh install.
 */
export async function startGoogleWorld() {
  const keys = await fakeGoogleKeys(E2E_GOOGLE_CLIENT_ID);
  const server = await startServer({ GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: keys.jwksUrl });
  return {
    baseUrl: server.baseUrl,
    /**
     * Plays Google in a browser context: its identity script cannot be reached (so the page falls back to
     * its own button and the pop-up), and its sign-in page answers at once for `person`, redirecting to
     * the callback with a signed ID token and the request's state, as Google does.
     */
    playGoogle: (person: GoogleClaims) => async (context: BrowserContext) => {
      await context.route("https://accounts.google.com/**", async (route) => {
        const url = new URL(route.request().url());
        if (url.pathname !== SIGN_IN_PATH) return route.abort("internetdisconnected");
        const token = await keys.token(
          { ...person, nonce: url.searchParams.get("nonce") ?? "" },
          { audience: url.searchParams.get("client_id") ?? "" },
        );
        const fragment = new URLSearchParams({ id_token: token, state: url.searchParams.get("state") ?? "" });
        await route.fulfill({
          status: 302,
          headers: { location: `${url.searchParams.get("redirect_uri")}#${fragment}` },
        });
      });
    },
    stop: async () => {
      await server.stop();
      await keys.close();
    },
  };
}
