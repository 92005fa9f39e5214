import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { authOf } from "../../plugins/access";

/**
 * Who reads tickets: the print desk and the gates. These routes declare `staffAccess` and call
 * `requireAnyPermission` first (one route, several menu entries that need it).
 */
export const TICKET_READERS = ["view cetak tiket", "view scan tiket", "view scan batal"];
/** Who sees the schedules' boarding state: embarkation and both gates. */
export const BOARDING_READERS = ["view embarkasi", "view scan tiket", "view scan batal"];

export function requireAnyPermission(request: FastifyRequest, names: readonly string[]): void {
  const { permissions } = authOf(request);
  if (!names.some((name) => permissions.has(name))) throw new AppError("ACCESS_DENIED");
}
