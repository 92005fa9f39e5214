import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { serverProjects } from "./apps/server/vitest.config.ts";

// `npm test`: every unit and API test, on every core. The browser journeys in e2e/ run with `npm run test:e2e`.
export default defineConfig({
  test: {
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: ["packages/shared", "apps/web", ...serverProjects],
  },
});
