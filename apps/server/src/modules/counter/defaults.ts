import { COUNTER_MESSAGES, type CounterDefaults, DEFAULT_COUNTER } from "@ferry/shared/counter";
import type { TicketTemplate } from "@ferry/shared/documents";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { counterDefaults } from "../../db/schema/counter";
import { ports } from "../../db/schema/voyage";
import { AppError, fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";

const present = (row: { port_id: number | null; ticket_template: string }): CounterDefaults => ({
  port_id: row.port_id,
  ticket_template: row.ticket_template as TicketTemplate,
});

/** The caller's counter defaults; without a saved row, no port and thermal tickets. */
export async function readCounterDefaults(db: Database, userId: number): Promise<CounterDefaults> {
  const [row] = await db.select().from(counterDefaults).where(eq(counterDefaults.user_id, userId));
  return row ? present(row) : DEFAULT_COUNTER;
}

/** Saves the caller's counter defaults (an upsert) and logs the change with before and after. */
export async function saveCounterDefaults(
  db: Database,
  actor: Actor & { id: number },
  input: CounterDefaults,
): Promise<CounterDefaults> {
  return db.transaction(async (tx) => {
    if (input.port_id !== null) {
      const [port] = await tx.select({ id: ports.id }).from(ports).where(eq(ports.id, input.port_id));
      if (!port) throw fieldError("port_id", COUNTER_MESSAGES.portUnknown);
    }
    const before = await readCounterDefaults(tx, actor.id);
    const values = { ...input, updated_at: new Date() };
    const [row] = await tx
      .insert(counterDefaults)
      .values({ user_id: actor.id, ...values })
      .onConflictDoUpdate({ target: counterDefaults.user_id, set: values })
      .returning();
    if (!row) throw new AppError("SERVER_ERROR");
    const after = present(row);
    await logActivity(tx, actor, {
      action: "counter_defaults.updated",
      description: "Pengaturan loket diubah",
      subject_type: "user",
      subject_id: actor.id,
      properties: { before, after },
    });
    return after;
  });
}
