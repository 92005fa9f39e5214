import { describe, expect, it } from "vitest";
import { adult, type StaffCaller, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { expireOverdue } from "../bookings/index";

type Row = { kind: string; title: string; body: string; link: string | null; subject_id: string };

const inbox = async (who: StaffCaller) => (await who.call("GET", "/notifications")).json().data as Row[];
const CLERK = ["view penjualan ekspedisi", "create penjualan ekspedisi"];

describe("notes from sales", () => {
  const state = useSaleWorld();

  async function expeditionRequest(clerk: StaffCaller) {
    const { world } = state();
    const company = await world.api.create("/expedition-companies", { nama: "PT Lintas", status: "Aktif" });
    const created = await clerk.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "PT Lintas",
      expedition_company_id: company.id,
      passengers: [adult(world.adultPrice)],
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { id: number; booking_code: string };
  }

  it("expedition: the request reaches space approvers, decisions and transfers go to the right desk", async () => {
    const { app, cashier } = state();
    const clerk = await staffCaller(app, CLERK);
    const spaceDesk = await staffCaller(app, ["view acc space", "edit acc space"]);
    const expeditionDesk = await staffCaller(app, ["view acc ekspedisi", "edit acc ekspedisi"]);
    const paymentDesk = await staffCaller(app, ["view acc pembayaran", "edit acc pembayaran"]);
    const booking = await expeditionRequest(clerk);
    const code = booking.booking_code;

    expect(await inbox(spaceDesk)).toEqual([
      expect.objectContaining({
        kind: "approval_waiting",
        title: "Permintaan space baru",
        body: `Booking ${code} (PT Lintas) menunggu ACC space.`,
        link: `/booking-ekspedisi?code=${code}`,
        subject_id: String(booking.id),
      }),
    ]);
    expect(await inbox(cashier)).toEqual([]);
    expect(await inbox(clerk)).toEqual([]);

    await spaceDesk.call("POST", `/bookings/${booking.id}/space/approve`, { on_credit: false });
    expect(await inbox(clerk)).toEqual([
      expect.objectContaining({ kind: "space_approved", title: "Space disetujui" }),
    ]);

    const paid = await clerk.call("POST", `/bookings/${booking.id}/payments`, {
      method: "transfer",
      amount: 11_400,
      reference: "BCA 1",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await inbox(expeditionDesk)).toEqual([
      expect.objectContaining({
        title: "Transfer menunggu verifikasi",
        body: `Transfer Rp 11.400 untuk booking ${code} (PT Lintas) menunggu verifikasi.`,
        link: `/IIbooking-ekspedisi?code=${code}`,
      }),
    ]);
    expect(await inbox(paymentDesk)).toEqual([]);

    const paymentId = paid.json().data.payments[0].id;
    await expeditionDesk.call("POST", `/bookings/${booking.id}/payments/${paymentId}/approve`, {});
    const [latest] = await inbox(clerk);
    expect(latest).toMatchObject({
      kind: "payment_approved",
      title: "Pembayaran disetujui",
      body: `Transfer Rp 11.400 untuk booking ${code} disetujui.`,
    });
  });

  it("expedition: a rejected request tells its clerk why", async () => {
    const { app } = state();
    const clerk = await staffCaller(app, CLERK);
    const spaceDesk = await staffCaller(app, ["view acc space", "edit acc space"]);
    const booking = await expeditionRequest(clerk);
    await spaceDesk.call("POST", `/bookings/${booking.id}/space/reject`, { catatan: "Kapal penuh" });
    expect(await inbox(clerk)).toEqual([
      expect.objectContaining({
        kind: "space_rejected",
        title: "Space ditolak",
        body: `Permintaan space booking ${booking.booking_code} ditolak: Kapal penuh`,
      }),
    ]);
  });

  it("counter: a transfer at sale reaches payment approvers; approval and rejection reach the cashier", async () => {
    const { app, world, cashier } = state();
    const paymentDesk = await staffCaller(app, ["view acc pembayaran", "edit acc pembayaran"]);
    const sell = async (nama: string) => {
      const created = await cashier.call("POST", "/bookings", {
        schedule_id: world.schedule.id,
        pemesan_nama: nama,
        passengers: [adult(world.adultPrice)],
        payment: { method: "transfer", amount: 11_400, reference: "BCA 1" },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data as { id: number; booking_code: string; payments: { id: number }[] };
    };
    const first = await sell("Transfer Satu");
    const second = await sell("Transfer Dua");
    const waiting = await inbox(paymentDesk);
    expect(waiting.map((row) => row.link)).toEqual([
      `/IIbooking?tab=semua&code=${second.booking_code}`,
      `/IIbooking?tab=semua&code=${first.booking_code}`,
    ]);
    expect(await inbox(cashier)).toEqual([]);

    await paymentDesk.call("POST", `/bookings/${first.id}/payments/${first.payments[0]?.id}/approve`, {});
    await paymentDesk.call("POST", `/bookings/${second.id}/payments/${second.payments[0]?.id}/reject`, {
      catatan: "Dana belum masuk",
    });
    expect((await inbox(cashier)).map(({ kind, body }) => ({ kind, body }))).toEqual([
      {
        kind: "payment_rejected",
        body: `Transfer Rp 11.400 untuk booking ${second.booking_code} ditolak: Dana belum masuk`,
      },
      { kind: "payment_approved", body: `Transfer Rp 11.400 untuk booking ${first.booking_code} disetujui.` },
    ]);
  });

  it("expiry: the seller learns the booking was cancelled", async () => {
    const { app, world, cashier } = state();
    const created = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Lupa Bayar",
      passengers: [adult(world.adultPrice)],
    });
    const code = created.json().data.booking_code;
    expect(await expireOverdue(app.database.db, new Date(Date.now() + 61 * 60_000))).toBe(1);
    expect(await inbox(cashier)).toEqual([
      expect.objectContaining({
        kind: "booking_expired",
        title: `Booking ${code} dibatalkan otomatis`,
        link: `/IIbooking?tab=semua&code=${code}`,
      }),
    ]);
  });
});
