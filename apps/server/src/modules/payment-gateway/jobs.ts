import type { Database } from "../../db/client";
import { scheduledJobPlugin } from "../../lib/scheduled-job";
import type { GatewayProvider } from "../online-booking/index";
import { cancelStaleCharges } from "./cancel-stale";
import { gatewayOf } from "./gateway";
import { checkPendingCharges } from "./status-check";

/** A job of the gateway's, once across processes, doing nothing while the gateway is off. */
function gatewayJob(
  name: string,
  everyMs: number,
  work: (db: Database, gateway: GatewayProvider) => Promise<number>,
  done: string,
) {
  return scheduledJobPlugin({
    name,
    everyMs,
    run: async (app) => {
      const gateway = gatewayOf(app.config);
      return gateway ? work(app.database.db, gateway) : 0;
    },
    done,
  });
}

/** Every 30 s: cancels at the gateway the pending charges of bookings that expired or were cancelled. */
export const gatewayCancelJob = gatewayJob(
  "gateway-cancel",
  30_000,
  cancelStaleCharges,
  "gateway charges cancelled",
);

/** Every minute: asks the gateway about charges pending near their deadline (a lost notification still settles). */
export const gatewayStatusJob = gatewayJob(
  "gateway-status",
  60_000,
  (db, gateway) => checkPendingCharges(db, gateway),
  "gateway charges checked",
);
