import { count } from "drizzle-orm";
import type { Database } from "../client";
import { companySettings } from "../schema/company";
import { seedAgents } from "./agents";
import { seedCompany, seedCompanyContent } from "./company";
import { seedCustomers } from "./customers";
import { seedDelayedSailing } from "./delayed-sailing";
import { seedDiscounts } from "./discounts";
import { seedDisruptions } from "./disruptions";
import { seedExpedition } from "./expedition";
import { seedFareComponents } from "./fare-components";
import { seedNews } from "./news";
import { seedOnlineBooking } from "./online-booking";
import { seedReclassification } from "./reclassification";
import { seedSales } from "./sales";
import { seedStaff } from "./staff";
import { seedVoyage } from "./voyage";

/**
 * Fills an empty database with the demo data set, in one transaction, once: a database that already
 * holds company settings is left as it is. Returns whether anything was written. Needs the permission
 * catalogue synchronised first (`syncPermissionCatalogue`).
 */
export async function seedDemoData(db: Database, options: { dataDir?: string } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(companySettings);
    if ((existing?.total ?? 0) > 0) return false;
    await seedCompany(tx);
    await seedCompanyContent(tx);
    await seedNews(tx);
    await seedStaff(tx);
    await seedCustomers(tx);
    await seedVoyage(tx);
    await seedFareComponents(tx);
    await seedDiscounts(tx);
    await seedAgents(tx);
    await seedExpedition(tx);
    await seedSales(tx);
    await seedOnlineBooking(tx, options);
    await seedDisruptions(tx);
    await seedDelayedSailing(tx);
    await seedReclassification(tx);
    return true;
  });
}
