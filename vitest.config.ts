import { defineConfig } from "vitest/config";

// `npm test`: every unit and API test. The browser journeys in e2e/ run with `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: ["packages/shared", "apps/server", "apps/web"],
  },
});
