import { DEVICE_MESSAGES } from "@ferry/shared/gate-devices";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import type { Actor } from "../modules/activity-log/index";
import {
  authFailure,
  bearerToken,
  type ResolvedSession,
  resolveToken,
  sessionHeld,
  touchSession,
} from "../modules/auth/index";

/**
 * Who may call a route. Every `/api` route declares one (a test walks them all):
 * - `public`: anyone;
 * - `authenticated`: any signed-in account, staff or customer;
 * - `staff`: any signed-in staff member ("any signed-in staff": the handler shows only the user's own data);
 * - `customer`: a signed-in customer (`pelanggan`), for the customer area's own data;
 * - `{ permission }`: staff holding that permission.
 */
export type RouteAccess = "public" | "authenticated" | "staff" | "customer" | { permission: string };

export type AuthContext = Omit<ResolvedSession, "held"> & { permissions: ReadonlySet<string> };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /**
     * Every route with its declared access, its body schema and whether it declares its success answer
     * (the security and contract tests walk them).
     */
    routeAccess: {
      method: string;
      url: string;
      access: RouteAccess | undefined;
      body?: unknown;
      answered: boolean;
    }[];
  }
}

export const publicAccess = { access: "public" } as const satisfies { access: RouteAccess };
export const authenticatedAccess = { access: "authenticated" } as const satisfies { access: RouteAccess };
export const staffAccess = { access: "staff" } as const satisfies { access: RouteAccess };
export const customerAccess = { access: "customer" } as const satisfies { access: RouteAccess };
export function requirePermission(permission: string): { access: RouteAccess } {
  return { access: { permission } };
}

/** The signed-in caller; only for routes that declare a non-public access. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw authFailure("TOKEN_INVALID");
  return request.auth;
}

export function actorOf(request: FastifyRequest): Actor {
  return {
    id: request.auth?.user.id ?? null,
    username: request.auth?.user.username ?? null,
    ip: request.ip ?? null,
    user_agent: request.headers["user-agent"]?.slice(0, 500) ?? null,
  };
}

const READ_METHODS = new Set(["GET", "HEAD"]);

/** Enforces each route's declared access before the handler runs. The web menu only hides; this decides. */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("auth", null);
  app.decorate("routeAccess", []);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    const { body, response } = (route.schema ?? {}) as { body?: unknown; response?: object };
    const answered = Object.keys(response ?? {}).some((status) => status.startsWith("2"));
    for (const method of methods) app.routeAccess.push({ method, url: route.url, access, body, answered });
  });
  // Public routes (and 404s) pass synchronously: no promise for the most frequent requests.
  app.addHook("onRequest", (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === "public") return done();
    checkAccess(app, request, access).then(() => done(), done);
  });
});

async function checkAccess(app: FastifyInstance, request: FastifyRequest, access: RouteAccess) {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw authFailure("TOKEN_INVALID", "Token tidak ditemukan");
  const db = app.database.db;
  const resolved = await resolveToken(db, token);
  await touchSession(db, resolved.session);
  const asDevice = resolved.session.perangkat !== null;
  const { held: userHeld, ...signedIn } = resolved;
  const held = sessionHeld(userHeld, asDevice);
  request.auth = { ...signedIn, permissions: held.all };
  // A gate device session (decision 032) changes nothing but through a gate permission it holds.
  if (asDevice && typeof access !== "object" && !READ_METHODS.has(request.method)) {
    throw new AppError("ACCESS_DENIED", DEVICE_MESSAGES.gateOnly);
  }
  if (access === "authenticated") return;
  const isCustomer = resolved.user.tipe_pengguna === "pelanggan";
  if (access === "customer") {
    if (!isCustomer) throw new AppError("ACCESS_DENIED");
    return;
  }
  if (isCustomer) throw new AppError("ACCESS_DENIED");
  if (typeof access === "object" && !held.all.has(access.permission)) throw new AppError("ACCESS_DENIED");
}
