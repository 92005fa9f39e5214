import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduledJobPlugin } from "../../lib/scheduled-job";
import { appRenderer } from "../documents/index";
import { deliveryContext } from "./channels";
import { deliverDue, releaseInterrupted } from "./delivery";

/**
 * Sends the outbox every 15 s while the server runs, once across processes (`lib/scheduled-job.ts`;
 * each notice is also claimed under its own row lock, `delivery.ts`). Tests call `deliverDue`.
 */
export const noticeDeliveryJob = fp(async (app: FastifyInstance) => {
  const renderer = appRenderer(app.database, app.log);
  app.addHook("onClose", () => renderer.close());
  const context = deliveryContext(
    app.config,
    {
      documents: { db: app.database.db, dataDir: app.config.dataDir, renderer },
      publicUrl: app.config.publicUrl,
    },
    app.log,
  );
  // On PGlite this is the database's only process (DATA_DIR's lock): a claim left from before the start
  // belongs to a process that died mid-send, so it goes back to the queue now, not after the lease.
  if (app.config.nodeEnv !== "test" && app.database.kind === "pglite") {
    app.addHook("onReady", async () => {
      const released = await releaseInterrupted(app.database.db, new Date());
      if (released > 0) app.log.warn({ count: released }, "notices interrupted by a crash queued again");
    });
  }
  await app.register(
    scheduledJobPlugin({
      name: "notice-delivery",
      everyMs: 15_000,
      run: () => deliverDue(context),
      done: "notices delivered or settled",
    }),
  );
});
