import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}
