import { scheduledJobPlugin } from "../../lib/scheduled-job";
import { sendDueDeliveries } from "./seapass";

/**
 * Sends due SeaPass deliveries every 30 s while the server runs, once across processes (not in tests,
 * which call `sendDueDeliveries` themselves); each delivery is still claimed with a conditional update.
 */
export const seapassJob = scheduledJobPlugin({
  name: "seapass-delivery",
  everyMs: 30_000,
  run: async (app) => {
    const result = await sendDueDeliveries(app.database.db);
    if (result.dicoba > 0) app.log.info(result, "seapass deliveries");
    return result.dicoba;
  },
  done: "seapass deliveries attempted",
});
