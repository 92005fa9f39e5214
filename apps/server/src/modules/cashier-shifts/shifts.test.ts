import { SHIFT_MESSAGES } from "@ferry/shared/cashier-shifts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { counterSale, financeDesk, REFUNDER, SUPERVISOR, shiftlessCashier } from "./testing";

const ADULT = 11_400;

describe("cashier shifts", () => {
  const state = useSaleWorld();

  it("refuses a counter sale and cash without an open shift, and lets the cashier open one", async () => {
    const { app, world } = state();
    const cashier = await shiftlessCashier(app);
    const refused = await counterSale(cashier, world, { method: "tunai", amount: ADULT });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "SHIFT_REQUIRED", message: SHIFT_MESSAGES.required });
    expect(await world.seatsLeft(world.adult.id)).toBe(100);
    expect((await cashier.call("GET", "/cashier-shifts/current")).json().data).toBeNull();

    const invalid = await cashier.call("POST", "/cashier-shifts", { loket: "", modal_awal: -5 });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(["loket", "modal_awal"]);
    const opened = await cashier.call("POST", "/cashier-shifts", { loket: "Loket 2", modal_awal: 300_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().data).toMatchObject({ status: "buka", loket: "Loket 2", modal_awal: 300_000 });
    const twice = await cashier.call("POST", "/cashier-shifts", { loket: "Loket 2", modal_awal: 0 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(SHIFT_MESSAGES.alreadyOpen);

    const sold = await counterSale(cashier, world, { method: "tunai", amount: ADULT });
    expect(sold.statusCode, sold.body).toBe(201);
    const qrisWithoutProof = await counterSale(cashier, world, { method: "qris", amount: ADULT });
    expect(qrisWithoutProof.statusCode).toBe(422);
    expect(qrisWithoutProof.json().errors["payment.reference"]).toBeDefined();
    const current = (await cashier.call("GET", "/cashier-shifts/current")).json().data;
    expect(current).toMatchObject({ jumlah_transaksi: 1, total_penjualan: ADULT });
    expect(current.methods[0]).toMatchObject({ method: "tunai", diharapkan: 300_000 + ADULT });
  });

  it("sells, pays a refund out, closes with a difference, prints, and is approved by someone else", async () => {
    const { app, world } = state();
    const cashier = await staffCaller(app, [
      "view penjualan umum",
      "create penjualan umum",
      "create shift kasir",
      ...REFUNDER,
      ...SUPERVISOR,
    ]);
    const finance = await financeDesk(app);
    const shift = (await cashier.call("GET", "/cashier-shifts/current")).json().data;
    const cash = (await counterSale(cashier, world, { method: "tunai", amount: ADULT })).json().data;
    await counterSale(cashier, world, { method: "qris", amount: ADULT, reference: "QR-778" });
    await counterSale(cashier, world, { method: "transfer", amount: ADULT, reference: "BCA 1" });
    const refund = await cashier.call("POST", "/refunds", {
      booking_id: cash.id,
      tickets: [{ jenis: "penumpang", ticket_id: cash.tickets.passenger_tickets[0].id }],
      alasan: "Batal berangkat",
    });
    const paidOut = refund.json().data.jumlah_refund as number;
    const approved = await finance.call("POST", `/refunds/${refund.json().data.id}/approve`, {
      method: "tunai",
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const close = (dihitung: Record<string, number>) =>
      cashier.call("POST", `/cashier-shifts/${shift.id}/close`, { dihitung, catatan: "Kurang 1.000" });
    const expectedCash = ADULT - paidOut;
    const closed = await close({ tunai: expectedCash - 1_000, qris: ADULT, transfer: ADULT });
    expect(closed.statusCode, closed.body).toBe(200);
    const figures = closed.json().data;
    expect(figures).toMatchObject({
      status: "ditutup",
      jumlah_transaksi: 3,
      total_penjualan: 3 * ADULT,
      total_refund: paidOut,
      selisih: -1_000,
    });
    expect(
      figures.methods.map((line: { method: string; selisih: number }) => [line.method, line.selisih]),
    ).toEqual([
      ["tunai", -1_000],
      ["transfer", 0],
      ["qris", 0],
    ]);
    expect((await close({ tunai: 0, qris: 0, transfer: 0 })).json().message).toBe(SHIFT_MESSAGES.notOpen);
    expect((await counterSale(cashier, world, { method: "tunai", amount: ADULT })).statusCode).toBe(409);

    for (const paper of ["thermal", "a4"]) {
      const pdf = await cashier.call("GET", `/cashier-shifts/${shift.id}/report/${paper}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }

    const own = await cashier.call("POST", `/cashier-shifts/${shift.id}/approve`, {});
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      code: "FOUR_EYES",
      message: "Penutupan shift harus disetujui oleh petugas lain",
    });
    const ok = await finance.call("POST", `/cashier-shifts/${shift.id}/approve`, { catatan: "Diterima" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: "disetujui",
      approved_by_nama: `Nama ${finance.username}`,
    });
    expect(ok.json().data.approved_at).toEqual(expect.any(String));
    expect((await finance.call("POST", `/cashier-shifts/${shift.id}/approve`, {})).statusCode).toBe(409);
    const [logged] = await app.database.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, "cashier_shift.closed"), eq(activityLogs.subject_id, String(shift.id))),
      );
    expect(logged?.user_id).toBe(cashier.id);
  });

  it("keeps a cashier to their own shifts and reports takings per cashier and per counter per day", async () => {
    const { app, world, cashier } = state();
    const other = await staffCaller(app, [
      "view penjualan umum",
      "create penjualan umum",
      "create shift kasir",
    ]);
    const supervisor = await staffCaller(app, SUPERVISOR);
    await counterSale(cashier, world, { method: "tunai", amount: ADULT });
    await counterSale(other, world, {
      method: "qris",
      amount: ADULT,
      bukti_url: "/api/uploads/proofs/x.png",
    });
    const mine = (await cashier.call("GET", "/cashier-shifts")).json().data;
    expect(mine).toHaveLength(1);
    const theirs = (await other.call("GET", "/cashier-shifts/current")).json().data;
    expect((await cashier.call("GET", `/cashier-shifts/${theirs.id}`)).statusCode).toBe(404);
    const closeTheirs = await cashier.call("POST", `/cashier-shifts/${theirs.id}/close`, {
      dihitung: { tunai: 0, qris: 0, transfer: 0 },
    });
    expect(closeTheirs.statusCode).toBe(403);
    expect((await cashier.call("GET", "/cashier-shifts/report")).statusCode).toBe(403);

    expect((await supervisor.call("GET", "/cashier-shifts")).json().data).toHaveLength(2);
    const report = (await supervisor.call("GET", "/cashier-shifts/report")).json().data;
    expect(report.per_kasir).toHaveLength(2);
    expect(report.per_loket).toEqual([
      expect.objectContaining({
        loket: "Loket Uji",
        shift: 2,
        penjualan: 2 * ADULT,
        tunai: ADULT,
        qris: ADULT,
      }),
    ]);
  });
});
