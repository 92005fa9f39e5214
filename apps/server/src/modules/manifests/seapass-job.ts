import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sendDueDeliveries } from "./seapass";

const EVERY_MS = 30_000;

/** Sends due SeaPass deliveries every 30 s while the server runs (not in tests, which call it themselves). */
export const seapassJob = fp(async (app: FastifyInstance) => {
  if (app.config.nodeEnv === "test") return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      sendDueDeliveries(app.database.db)
        .then((result) => {
          if (result.dicoba > 0) app.log.info(result, "seapass deliveries");
        })
        .catch((error: unknown) => app.log.error({ err: error }, "seapass delivery failed"))
        .finally(() => {
          running = false;
        });
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
