import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/client";
import { logActivity } from "../activity-log/service";
import { expireTickets } from "./ticket-store";

const EVERY_MS = 60_000;
const SYSTEM = { id: null, username: "sistem", ip: null, user_agent: null };

/**
 * Marks every active ticket past its expiry `kadaluarsa` (one conditional update per kind, so several
 * processes may run it) and logs how many. Gates do not wait for it: a scan judges the expiry itself.
 */
export async function expireDueTickets(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await expireTickets(tx, now);
    const total = expired.penumpang + expired.kendaraan;
    if (total > 0) {
      await logActivity(tx, SYSTEM, {
        action: "ticket.expired",
        description: `${total} tiket kadaluarsa (${expired.penumpang} penumpang, ${expired.kendaraan} kendaraan)`,
        properties: expired,
      });
    }
    return total;
  });
}

/** Runs `expireDueTickets` every 60 s while the server runs (not in tests, which call it themselves). */
export const ticketExpiryJob = fp(async (app: FastifyInstance) => {
  if (app.config.nodeEnv === "test") return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      expireDueTickets(app.database.db)
        .then((count) => {
          if (count > 0) app.log.info({ count }, "tickets expired");
        })
        .catch((error: unknown) => app.log.error({ err: error }, "ticket expiry failed"));
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
