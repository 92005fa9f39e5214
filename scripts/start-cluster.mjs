// `npm run start:cluster`: `npm start` with one worker process per CPU core unless WORKERS says how many.
// Several processes need DATABASE_URL (PostgreSQL); the embedded PGlite database belongs to one process.
import os from "node:os";

process.env.WORKERS ||= String(os.availableParallelism());
await import("./start.mjs");
