import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    // One module graph per worker (React, the router, the query client are imported once, not per file);
    // tests clean up after themselves (src/test/setup.ts), so files may share it.
    isolate: false,
    // A page's first render waits for code-split imports: slow on a busy 2-core machine, not a fault.
    testTimeout: 15_000,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["../../test/fixed-clock.ts", "src/test/setup.ts"],
  },
});
