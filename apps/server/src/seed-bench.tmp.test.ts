import { it } from "vitest";
import { seedDemoData } from "./db/seed/run-seed";
import { seedVoyage } from "./db/seed/voyage";
import { syncPermissionCatalogue } from "./modules/access/catalogue";
import { resetDatabase, testDatabase } from "./test/database";

it("bench", async () => {
  const h = await testDatabase();
  await resetDatabase(h);
  await syncPermissionCatalogue(h.db);
  let t = Date.now();
  await h.db.transaction(async (tx) => seedVoyage(tx));
  console.log("voyage", Date.now() - t);
  await resetDatabase(h);
  await syncPermissionCatalogue(h.db);
  t = Date.now();
  await seedDemoData(h.db);
  console.log("all", Date.now() - t);
}, 60000);
