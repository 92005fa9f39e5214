import type { RequestStatus } from "@ferry/shared/agents";
import { integer, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The columns of a request someone else decides (top-ups, credit-limit changes, refunds): status
 * `menunggu` → `disetujui` | `ditolak`, who asked, who decided and when, and the decider's note.
 */
export const decisionColumns = () => ({
  status: text().$type<RequestStatus>().notNull().default("menunggu"),
  catatan: text(),
  requested_by: integer().references(() => users.id),
  decided_by: integer().references(() => users.id),
  decided_at: timestamp({ withTimezone: true }),
});
