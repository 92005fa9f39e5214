import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { authOf } from "../../plugins/access";

/**
 * "An agent sees their own, finance sees all": an agent (tipe_pengguna `agen`) is held to their own
 * account whatever the query asks; staff holding `permission` may look at any agent (or all); any other
 * staff member sees only their own (the menu shows these pages to every member of the agent group).
 * Answers the user the data must be limited to, or null for no limit.
 */
export function agentScope(request: FastifyRequest, permission: string, asked?: number): number | null {
  const auth = authOf(request);
  if (auth.user.tipe_pengguna === "agen" || !auth.permissions.has(permission)) return auth.user.id;
  return asked ?? null;
}

/** The signed-in agent's own id; other staff are refused. */
export function ownAgentId(request: FastifyRequest): number {
  const auth = authOf(request);
  if (auth.user.tipe_pengguna !== "agen")
    throw new AppError("ACCESS_DENIED", "Halaman ini hanya untuk pengguna agen");
  return auth.user.id;
}

/** Refused unless the caller holds one of the permissions. */
export function requireAny(request: FastifyRequest, names: string[]): void {
  const auth = authOf(request);
  if (!names.some((name) => auth.permissions.has(name))) throw new AppError("ACCESS_DENIED");
}
