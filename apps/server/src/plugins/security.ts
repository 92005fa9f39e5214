import type { FastifyInstance, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";

/**
 * Security headers. The token lives in local storage (the specified client does so), so an injected
 * script would be a session theft: scripts come from our own origin only.
 *
 * The headers are Helmet's (v8) set with our policy, written out and computed once at start-up: the
 * `@fastify/helmet` plugin rebuilt all of them on every request (about a tenth of a cached public
 * answer's time). One synchronous hook copies the fixed object onto each answer, errors and 404s included.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders(Boolean(app.config.googleClientId));
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    // HSTS when the request arrived over HTTPS: directly, or through a proxy (`x-forwarded-proto`) when
    // TRUST_PROXY is set. Plain-HTTP answers (a LAN install) never carry it: browsers ignore it there, and
    // sending it would pin a host name to HTTPS for a year that may have no certificate yet.
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
});

export const HSTS = "max-age=31536000";

/**
 * An `onRequest` hook for the routes that answer a token or an account's own data (sign-in, refresh,
 * profile): no browser, proxy or shared computer's cache may keep such an answer.
 */
export const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header("cache-control", "no-store");
  done();
};

/** The origins Google Identity Services needs (its documented CSP). */
const GOOGLE_IDENTITY = {
  script: ["https://accounts.google.com/gsi/client"],
  frame: ["https://accounts.google.com/gsi/"],
  style: ["https://accounts.google.com/gsi/style"],
};

/** The Content-Security-Policy; Google sign-in's script, button frame and styles only when enabled. */
export function contentSecurityPolicy(google: boolean): string {
  const g = google ? GOOGLE_IDENTITY : { script: [], frame: [], style: [] };
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...g.script]],
    // React style attributes and the toast library's injected <style> need inline styles.
    ["style-src", ["'self'", "'unsafe-inline'", ...g.style]],
    ["img-src", ["'self'", "data:", "blob:", "https:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...g.frame]],
    ["object-src", ["'none'"]],
    // blob: the counter prints a paid sale's ticket PDF (fetched with the bearer) in a hidden frame.
    ["frame-src", ["'self'", "blob:", ...g.frame]],
    ["frame-ancestors", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join(";");
}

/** Every answer's security headers except HSTS (Helmet's defaults, frozen: nothing changes per request). */
export function securityHeaders(google: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    "content-security-policy": contentSecurityPolicy(google),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  });
}
