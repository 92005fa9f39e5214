import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { expireOverdue } from "./actions";

const EVERY_MS = 30_000;

/**
 * Cancels unpaid bookings whose payment time ran out, every 30 s while the server runs (not in tests,
 * which call `expireOverdue` themselves). Several processes may run it: each booking is changed under
 * its row lock and only while it is still overdue.
 */
export const bookingExpiryJob = fp(async (app: FastifyInstance) => {
  if (app.config.nodeEnv === "test") return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      expireOverdue(app.database.db)
        .then((count) => {
          if (count > 0) app.log.info({ count }, "unpaid bookings expired");
        })
        .catch((error: unknown) => app.log.error({ err: error }, "booking expiry failed"));
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
