import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Set when shutdown has begun: `/api/ready` answers 503 from then on. */
    lifecycle: { shuttingDown: boolean };
  }
}

/** The process's shutdown state; `main.ts` sets it on SIGTERM, and closing the app sets it too. */
export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  app.decorate("lifecycle", { shuttingDown: false });
  app.addHook("preClose", async () => {
    app.lifecycle.shuttingDown = true;
  });
});
