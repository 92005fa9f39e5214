import { scheduledJobPlugin } from "../../lib/scheduled-job";
import { expireOverdue } from "./actions";

/**
 * Cancels unpaid bookings whose payment time ran out, every 30 s while the server runs, once across
 * processes (`lib/scheduled-job.ts`); tests call `expireOverdue` themselves. Each booking is still
 * changed under its row lock and only while it is overdue.
 */
export const bookingExpiryJob = scheduledJobPlugin({
  name: "booking-expiry",
  everyMs: 30_000,
  run: (app) => expireOverdue(app.database.db),
  done: "unpaid bookings expired",
});
