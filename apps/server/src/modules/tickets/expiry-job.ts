import type { Database } from "../../db/client";
import { scheduledJobPlugin } from "../../lib/scheduled-job";
import { logActivity } from "../activity-log/index";
import { expireTickets } from "./ticket-store";

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

/** Runs `expireDueTickets` every 60 s while the server runs, once across processes (not in tests). */
export const ticketExpiryJob = scheduledJobPlugin({
  name: "ticket-expiry",
  everyMs: 60_000,
  run: (app) => expireDueTickets(app.database.db),
  done: "tickets expired",
});
