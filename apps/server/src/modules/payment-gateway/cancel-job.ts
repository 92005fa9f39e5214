import { scheduledJobPlugin } from "../../lib/scheduled-job";
import { cancelStaleCharges } from "./cancel-stale";
import { gatewayOf } from "./gateway";

/**
 * Every 30 s with the gateway on, once across processes: cancels at the gateway the pending charges of
 * bookings that expired or were cancelled (`cancelStaleCharges`); tests call that themselves.
 */
export const gatewayCancelJob = scheduledJobPlugin({
  name: "gateway-cancel",
  everyMs: 30_000,
  run: async (app) => {
    const gateway = gatewayOf(app.config);
    return gateway ? cancelStaleCharges(app.database.db, gateway) : 0;
  },
  done: "gateway charges cancelled",
});
