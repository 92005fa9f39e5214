import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** What we accept from a caller (a proxy or another service): short, printable, no spaces. */
const SANE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The request id (Fastify's `genReqId`): the caller's `X-Request-Id` when it looks sane, so one id
 * follows a request through a proxy and into our logs; otherwise a new UUID.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers["x-request-id"];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && SANE_ID.test(value) ? value : randomUUID();
}

/** Returns the id in `X-Request-Id` on every answer, errors and 404s included; pino logs it as `reqId`. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous (a callback, not an async function): no promise per request.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
});
