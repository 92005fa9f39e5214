// `npm run db:backup [-- <file>]`: backs up the configured database (DATABASE_URL: pg_dump; else the
// PGlite folder under DATA_DIR, which needs the server stopped). See docs/operations.md.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const root = fileURLToPath(new URL("..", import.meta.url));
const { runBackupCli } = await import(path.join(root, "apps/server/src/db/backup/cli.ts"));
process.exitCode = await runBackupCli("backup", process.argv.slice(2));
