import type { Config } from "../config";
import { countStaffAccounts, ensureBootstrapAdmin, syncPermissionCatalogue } from "../modules/access/index";
import type { Database } from "./client";
import { DEMO_CUSTOMER } from "./seed/customers";
import { seedDemoData } from "./seed/run-seed";
import { DEMO_PASSWORD, DEMO_STAFF } from "./seed/staff";

/** After migrations: the permission catalogue, the demo data on an empty database, the first admin. */
export async function prepareDatabase(
  db: Database,
  config: Config,
  say: (line: string) => void,
): Promise<void> {
  await syncPermissionCatalogue(db);
  // The demo proof of transfer is a file under DATA_DIR/uploads (not written by tests, which share ./data).
  const files = config.nodeEnv === "test" ? {} : { dataDir: config.dataDir };
  if (config.seedDemo && (await seedDemoData(db, files))) {
    say(`demo data created; staff accounts (password for all: ${DEMO_PASSWORD}):`);
    for (const staff of DEMO_STAFF) say(`  ${staff.username.padEnd(12)} ${staff.role}`);
    say(`demo customer (same password): ${DEMO_CUSTOMER.email} on /customers/login`);
  }
  if (config.bootstrapAdmin && (await ensureBootstrapAdmin(db, config.bootstrapAdmin))) {
    say(`Super Admin account "${config.bootstrapAdmin.username}" created from ADMIN_USERNAME/ADMIN_PASSWORD`);
  }
  if ((await countStaffAccounts(db)) === 0) {
    say(
      "no staff account exists yet: set ADMIN_USERNAME and ADMIN_PASSWORD and start again to create the first Super Admin",
    );
  }
}
