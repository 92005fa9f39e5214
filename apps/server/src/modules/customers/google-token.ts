import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import { AppError, fieldError } from "../../lib/app-error";

/** What a verified Google ID token tells us. */
export type GoogleIdentity = { sub: string; email: string; name: string | null };
export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];
/** jose failures that mean "we could not fetch Google's keys", not "the token is bad". */
const KEY_SET_UNAVAILABLE = new Set(["ERR_JWKS_TIMEOUT", "ERR_JWKS_INVALID"]);

/**
 * Verifies Google ID tokens against Google's published keys (fetched once, cached and refreshed by
 * jose): RS256 signature, issuer accounts.google.com, audience = GOOGLE_CLIENT_ID, not expired, and a
 * verified e-mail. Without a client id every call answers 400 GOOGLE_DISABLED. A bad token answers 401
 * GOOGLE_TOKEN_INVALID; an unreachable key set 503.
 */
export function googleVerifier(config: { googleClientId: string | undefined; googleJwksUrl: string }) {
  const clientId = config.googleClientId;
  const keys = clientId ? createRemoteJWKSet(new URL(config.googleJwksUrl), { timeoutDuration: 5000 }) : null;
  const verify: GoogleVerifier = async (idToken) => {
    if (!clientId || !keys) throw new AppError("GOOGLE_DISABLED");
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ["RS256"],
        requiredClaims: ["exp", "sub", "email"],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError && !KEY_SET_UNAVAILABLE.has(error.code)) {
        throw new AppError("GOOGLE_TOKEN_INVALID");
      }
      throw new AppError("SERVICE_UNAVAILABLE");
    }
    const verified = payload.email_verified === true || payload.email_verified === "true";
    if (typeof payload.sub !== "string" || typeof payload.email !== "string" || !verified) {
      throw new AppError("GOOGLE_TOKEN_INVALID");
    }
    const name = typeof payload.name === "string" && payload.name.trim() ? payload.name.trim() : null;
    return { sub: payload.sub, email: payload.email.trim().toLowerCase(), name };
  };
  return { enabled: clientId !== undefined, clientId: clientId ?? null, verify };
}
export type Google = ReturnType<typeof googleVerifier>;

/** The catalogue's VALIDATION_ERROR is 422; the retired access-token method answers it with 400. */
class RetiredGoogleMethod extends AppError {
  override readonly statusCode: number = 400;
  constructor() {
    super("VALIDATION_ERROR", "Metode login Google ini tidak didukung lagi. Gunakan google_id_token.");
  }
}

/** The ID token of a Google call; the older `google_access_token` alone is refused (400). */
export function idTokenOf(body: {
  google_id_token?: string | undefined;
  google_access_token?: string | undefined;
}) {
  if (body.google_id_token) return body.google_id_token;
  if (body.google_access_token) throw new RetiredGoogleMethod();
  throw fieldError("google_id_token", "Token Google harus diisi");
}
