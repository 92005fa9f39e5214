import { randomBytes } from "node:crypto";
import type { UserType } from "@ferry/shared/users";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { agentAccounts, agentLedger } from "../../db/schema/agents";
import { bookings } from "../../db/schema/bookings";
import { schedules } from "../../db/schema/schedules";
import { ports, seaRoutes, ships } from "../../db/schema/voyage";
import { createTestUser, signIn } from "../../test/accounts";
import type { Actor } from "../activity-log/index";

/** Test support only (not a test file): accounts, a booking to point ledger rows at, and balance checks. */

export const AGENT_PERMISSIONS = ["view menu agen", "view booking agen", "create booking agen"];
export const FINANCE_PERMISSIONS = ["view saldo agen", "edit saldo agen", "view plafon", "edit plafon"];

export type Caller = { id: number; username: string; authorization: string };

export async function caller(
  app: FastifyInstance,
  options: { permissions: string[]; tipe_pengguna?: UserType; username?: string },
): Promise<Caller> {
  const user = await createTestUser(app, options);
  return { ...user, ...(await signIn(app, user.username)) };
}

export function actorFor(user: { id: number; username: string }): Actor {
  return { id: user.id, username: user.username, ip: "10.0.0.9", user_agent: "vitest" };
}

export function api(app: FastifyInstance) {
  return (method: "GET" | "POST", url: string, who: Caller, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization: who.authorization }, payload });
}

/** A minimal booking (ports, route, ship, schedule inserted directly) for `agent_ledger.booking_id`. */
export async function insertBooking(db: Database, agentUserId: number): Promise<number> {
  const tag = randomBytes(3).toString("hex").toUpperCase();
  const [from] = await db
    .insert(ports)
    .values({ nama: `Asal ${tag}`, kode: `A${tag}`, kota: "Kota", zona_waktu: "Asia/Jakarta" })
    .returning();
  const [to] = await db
    .insert(ports)
    .values({ nama: `Tujuan ${tag}`, kode: `T${tag}`, kota: "Kota", zona_waktu: "Asia/Jakarta" })
    .returning();
  const [route] = await db
    .insert(seaRoutes)
    .values({
      kode_rute: `R${tag}`,
      nama_rute: `Rute ${tag}`,
      port_origin_id: from?.id ?? 0,
      port_destination_id: to?.id ?? 0,
      jarak: 3,
      duration_minutes: 60,
    })
    .returning();
  const [ship] = await db
    .insert(ships)
    .values({ nama: `KMP ${tag}`, kode_kapal: `K${tag}`, jenis: "Ro-Ro", gt: 1000, tahun: 2015 })
    .returning();
  const departure = new Date(Date.now() + 86_400_000);
  const [schedule] = await db
    .insert(schedules)
    .values({
      route_id: route?.id ?? 0,
      ship_id: ship?.id ?? 0,
      waktu_berangkat: departure,
      waktu_tiba: new Date(departure.getTime() + 3_600_000),
    })
    .returning();
  const [booking] = await db
    .insert(bookings)
    .values({
      booking_code: `BK${tag}`,
      schedule_id: schedule?.id ?? 0,
      channel: "agen",
      status: "pending",
      pemesan_nama: "Pemesan Uji",
      agent_user_id: agentUserId,
    })
    .returning();
  if (!booking) throw new Error("booking not inserted");
  return booking.id;
}

/** Sets an agent's plafon directly (the balance moves only through the ledger functions). */
export async function setPlafon(db: Database, userId: number, plafon: number) {
  await db
    .insert(agentAccounts)
    .values({ user_id: userId, plafon })
    .onConflictDoUpdate({ target: agentAccounts.user_id, set: { plafon } });
}

/** The account row and the sum of the agent's ledger, to check the invariant saldo == sum(ledger). */
export async function balanceOf(db: Database, userId: number) {
  const [account] = await db.select().from(agentAccounts).where(eq(agentAccounts.user_id, userId));
  const [sum] = await db
    .select({
      total: sql<number>`coalesce(sum(${agentLedger.amount}), 0)::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(agentLedger)
    .where(eq(agentLedger.agent_user_id, userId));
  return {
    saldo: account?.saldo ?? 0,
    plafon: account?.plafon ?? 0,
    ledgerSum: sum?.total ?? 0,
    ledgerRows: sum?.rows ?? 0,
  };
}
