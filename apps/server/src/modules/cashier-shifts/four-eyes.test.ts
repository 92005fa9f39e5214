import { FOUR_EYES_MESSAGES } from "@ferry/shared/cashier-shifts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { roles, userRoles } from "../../db/schema/users";
import { CASHIER, FINANCE, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { SUPER_ADMIN_ROLE } from "../access/index";
import { counterSale, REFUNDER } from "./testing";

const ADULT = 11_400;

describe("four eyes on money", () => {
  const state = useSaleWorld();

  /** A transfer recorded at the counter by `recorder`; answers the booking and its payment's id. */
  async function waitingTransfer(recorder: Awaited<ReturnType<typeof staffCaller>>, proof: object) {
    const { world } = state();
    const sold = await counterSale(recorder, world, { method: "transfer", amount: ADULT, ...proof });
    expect(sold.statusCode, sold.body).toBe(201);
    const booking = sold.json().data;
    return { booking, paymentId: booking.payments[0].id as number };
  }

  it("refuses the recorder's own approval of a payment, and one without proof; another approves", async () => {
    const { app } = state();
    const both = await staffCaller(app, [...CASHIER, ...FINANCE]);
    const finance = await staffCaller(app, FINANCE);
    const own = await waitingTransfer(both, { reference: "BCA 0099" });
    const approve = (caller: typeof both, sale: typeof own) =>
      caller.call("POST", `/bookings/${sale.booking.id}/payments/${sale.paymentId}/approve`, {});
    const refused = await approve(both, own);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "FOUR_EYES", message: FOUR_EYES_MESSAGES.payment });

    const noProof = await waitingTransfer(both, {});
    const missing = await approve(finance, noProof);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(FOUR_EYES_MESSAGES.proofMissing);

    const approved = await approve(finance, own);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.payments[0]).toMatchObject({
      status: "diterima",
      verified_by_name: `Nama ${finance.username}`,
      verified_at: expect.any(String),
    });
  });

  it("refuses the requester's own approval of a refund", async () => {
    const { app, world, cashier } = state();
    const sold = (await counterSale(cashier, world, { method: "tunai", amount: ADULT })).json().data;
    const staff = await staffCaller(app, REFUNDER);
    const refund = await staff.call("POST", "/refunds", {
      booking_id: sold.id,
      tickets: [{ jenis: "penumpang", ticket_id: sold.tickets.passenger_tickets[0].id }],
      alasan: "Batal",
    });
    const own = await staff.call("POST", `/refunds/${refund.json().data.id}/approve`, { method: "tunai" });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: "FOUR_EYES", message: FOUR_EYES_MESSAGES.refund });
    expect(await world.seatsLeft(world.adult.id)).toBe(99);
  });

  it("refuses an agent's own approval of their top-up", async () => {
    const { app } = state();
    const agent = await staffCaller(app, ["view menu agen", "view saldo agen", "edit saldo agen"], {
      tipe_pengguna: "agen",
    });
    const topup = await agent.call("POST", "/agents/topups", { amount: 100_000, method: "tunai" });
    expect(topup.statusCode, topup.body).toBe(201);
    const own = await agent.call("POST", `/agents/topups/${topup.json().data.id}/approve`, {});
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: "FOUR_EYES", message: FOUR_EYES_MESSAGES.topup });
  });

  it("lets only a Super Admin approve their own record, only with 'Kontrol Kas' relaxed, and logs it", async () => {
    const { app } = state();
    const admin = await staffCaller(app, [...CASHIER, ...FINANCE, "edit pengaturan"]);
    const setRelaxed = (value: boolean) =>
      admin.call("PUT", "/settings/kas", { super_admin_setujui_sendiri: value });
    const sale = await waitingTransfer(admin, { reference: "BCA 7" });
    const approve = () =>
      admin.call("POST", `/bookings/${sale.booking.id}/payments/${sale.paymentId}/approve`, {});

    expect((await setRelaxed(true)).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(409);

    const [superAdmin] = await app.database.db.select().from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
    await app.database.db.insert(userRoles).values({ user_id: admin.id, role_id: superAdmin?.id ?? 0 });
    await setRelaxed(false);
    expect((await approve()).json().code).toBe("FOUR_EYES");
    await setRelaxed(true);
    const relaxed = await approve();
    expect(relaxed.statusCode, relaxed.body).toBe(200);
    const logged = await app.database.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.action, "four_eyes.relaxed"),
          eq(activityLogs.subject_id, String(sale.paymentId)),
        ),
      );
    expect(logged).toHaveLength(1);
    const settingLog = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "settings.kas_updated"));
    expect(settingLog.length).toBe(3);
  });
});
