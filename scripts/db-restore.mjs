// `npm run db:restore -- <file> [--force]`: restores a backup made by `npm run db:backup` into the
// configured database, which must be empty (or --force) and not in use. See docs/operations.md.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const root = fileURLToPath(new URL("..", import.meta.url));
const { runBackupCli } = await import(path.join(root, "apps/server/src/db/backup/cli.ts"));
process.exitCode = await runBackupCli("restore", process.argv.slice(2));
