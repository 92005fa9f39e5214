import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export type GoogleClaims = {
  sub?: string;
  email?: string;
  name?: string;
  email_verified?: boolean;
  nonce?: string;
};
export type GoogleSigningKey = Parameters<SignJWT["sign"]>[0];
export type GoogleTokenOptions = {
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  key?: GoogleSigningKey;
};

/**
 * Google's side of sign-in for tests: a key pair whose public half is served as a key set on a local
 * port (`jwksUrl`, what GOOGLE_JWKS_URL points at), and ID tokens for `clientId` signed with it. Used by
 * the API tests (modules/customers/testing.ts) and the browser journey (e2e/support/google.ts).
 */
export async function fakeGoogleKeys(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const token = (claims: GoogleClaims = {}, options: GoogleTokenOptions = {}) => {
    const { sub = "google-sub-1", email = "sari@gmail.com", name = "Sari Google", ...rest } = claims;
    return new SignJWT({ email, name, email_verified: true, ...rest })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(options.issuer ?? "https://accounts.google.com")
      .setAudience(options.audience ?? clientId)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 600)
      .sign(options.key ?? privateKey);
  };
  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    token,
    strangerKey: stranger.privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
