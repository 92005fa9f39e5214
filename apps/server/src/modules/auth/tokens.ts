import { createHash, randomBytes } from "node:crypto";

/** A new opaque bearer token: 256 random bits. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the sessions table stores instead of the token. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
