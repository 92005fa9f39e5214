import { defineConfig } from "vitest/config";

// Browser journeys against `npm start` on a fresh temporary DATA_DIR, one server for the whole run.
export default defineConfig({
  test: {
    include: ["journeys/**/*.test.ts"],
    globalSetup: ["support/server.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
