import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passengerTickets } from "../../db/schema/bookings";
import { ticketScans } from "../../db/schema/gate";
import { staffCaller } from "../../test/sales-fixtures";
import { nonce, scanBody, useGateWorld } from "./test-fixtures";

describe("one ticket scanned at many gates at once", () => {
  const state = useGateWorld();

  it("admits it exactly once: 20 concurrent scans from different gates, one diterima, 19 sudah digunakan", async () => {
    const { app, world, tickets } = state();
    const ticket = tickets.passengers[0];
    if (!ticket) throw new Error("no ticket");
    const officers = await Promise.all([0, 1, 2, 3].map(() => staffCaller(app, ["create scan tiket"])));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        officers[index % officers.length]?.call(
          "POST",
          "/tickets/validate-qr",
          scanBody(ticket.qr_data, world.schedule.id, `Gerbang ${index + 1}`),
        ),
      ),
    );
    const results = answers.map((answer) => answer?.json().data);
    const admitted = results.filter((answer) => answer.result === "diterima");
    expect(admitted).toHaveLength(1);
    const winner = admitted[0].gate;
    const losers = results.filter((answer) => answer.result !== "diterima");
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.result).toBe("sudah_digunakan");
      expect(loser.message).toMatch(new RegExp(` di ${winner}$`));
    }
    const scans = await app.database.db.select().from(ticketScans);
    expect(scans).toHaveLength(20);
    const [row] = await app.database.db
      .select()
      .from(passengerTickets)
      .where(eq(passengerTickets.id, ticket.id));
    expect(row?.status_tiket).toBe("digunakan");
  });

  it("records one scan when the same request (same nonce) arrives 10 times at once", async () => {
    const { app, officer, world, tickets } = state();
    const body = scanBody(tickets.passengers[1]?.qr_data ?? "", world.schedule.id, "Gerbang A", nonce());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => officer.call("POST", "/tickets/validate-qr", body)),
    );
    const results = answers.map((answer) => answer.json().data);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(results.map((answer) => answer.scan_id)).size).toBe(1);
    expect(results.every((answer) => answer.result === "diterima")).toBe(true);
    expect(results.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await app.database.db.select().from(ticketScans)).toHaveLength(1);
  });
});
