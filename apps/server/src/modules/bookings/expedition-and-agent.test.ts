import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import { describe, expect, it } from "vitest";
import { adult, FINANCE, staffCaller, useSaleWorld } from "../../test/sales-fixtures";

describe("expedition sales", () => {
  const state = useSaleWorld();

  async function company(plafon: number) {
    const { app, world } = state();
    const created = await world.api.create("/expedition-companies", {
      nama: "PT Lintas Logistik",
      telepon: "021555",
      status: "Aktif",
    });
    if (plafon > 0) {
      const request = await world.api.call("POST", "/credit-limits", {
        subject_type: "ekspedisi",
        subject_id: created.id,
        plafon_baru: plafon,
        alasan: "Kontrak tahunan",
      });
      const approver = await staffCaller(app, [...ALL_PERMISSIONS]);
      const decided = await approver.call("POST", `/credit-limits/${request.json().data.id}/approve`, {});
      expect(decided.statusCode, decided.body).toBe(200);
    }
    return created.id;
  }

  const truck = (ticketPriceId: number) => ({
    ticket_price_id: ticketPriceId,
    nomor_kendaraan: "L 9000 UX",
    nama_pemilik: "PT Lintas Logistik",
    tipe_tiket: "muat",
    muatan_keterangan: "Semen 8 ton",
    berat_kg: 8000,
    riders: [{ nama_lengkap: "Sopir Truk" }],
  });

  it("waits for space approval without holding seats; approval takes them and waits for payment", async () => {
    const { app, world } = state();
    const companyId = await company(0);
    const clerk = await staffCaller(app, ["view penjualan ekspedisi", "create penjualan ekspedisi"]);
    const created = await clerk.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "PT Lintas Logistik",
      expedition_company_id: companyId,
      vehicles: [truck(world.carPrice)],
    });
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json().data;
    expect(booking).toMatchObject({
      status: "pending",
      status_label: "Menunggu Konfirmasi",
      space_status: "menunggu",
      channel: "ekspedisi",
    });
    expect(booking.expedition_company).toMatchObject({ id: companyId, nama: "PT Lintas Logistik" });
    expect(await world.seatsLeft(world.car.id)).toBe(20);

    const finance = await staffCaller(app, FINANCE);
    const payEarly = await clerk.call("POST", `/bookings/${booking.id}/payments`, {
      method: "tunai",
      amount: 1000,
    });
    expect(payEarly.statusCode).toBe(409);
    const approved = await finance.call("POST", `/bookings/${booking.id}/space/approve`, {
      on_credit: false,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: "waiting_payment", space_status: "disetujui" });
    expect(await world.seatsLeft(world.car.id)).toBe(19);
    expect(await world.seatsLeft(world.adult.id)).toBe(99);

    const transfer = await clerk.call("POST", `/bookings/${booking.id}/payments`, {
      method: "transfer",
      amount: 230_000,
      bukti_url: "/uploads/a.png",
    });
    const paymentId = transfer.json().data.payments[0].id;
    const cashierOnly = await staffCaller(app, ["view acc pembayaran", "edit acc pembayaran"]);
    expect(
      (await cashierOnly.call("POST", `/bookings/${booking.id}/payments/${paymentId}/approve`, {}))
        .statusCode,
    ).toBe(403);
    const confirmed = await finance.call("POST", `/bookings/${booking.id}/payments/${paymentId}/approve`, {});
    expect(confirmed.json().data.status).toBe("confirmed");
    expect(confirmed.json().data.tickets.vehicle_tickets).toHaveLength(1);
  });

  it("approves on credit within the company's plafon, and refuses beyond it", async () => {
    const { app, world } = state();
    const companyId = await company(300_000);
    const clerk = await staffCaller(app, ["view penjualan ekspedisi", "create penjualan ekspedisi"]);
    const finance = await staffCaller(app, FINANCE);
    const book = async () =>
      (
        await clerk.call("POST", "/bookings", {
          schedule_id: world.schedule.id,
          pemesan_nama: "PT Lintas Logistik",
          expedition_company_id: companyId,
          vehicles: [truck(world.carPrice)],
        })
      ).json().data;
    const first = await book();
    const onCredit = await finance.call("POST", `/bookings/${first.id}/space/approve`, { on_credit: true });
    expect(onCredit.json().data).toMatchObject({
      status: "confirmed",
      on_credit: true,
      total_dibayar: 230_000,
    });
    expect(onCredit.json().data.payments[0]).toMatchObject({
      method: "kredit",
      method_label: "Kredit Ekspedisi",
    });

    const second = await book();
    const refused = await finance.call("POST", `/bookings/${second.id}/space/approve`, { on_credit: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("PLAFON_EXCEEDED");
    expect(await world.seatsLeft(world.car.id)).toBe(19);
    const rejected = await finance.call("POST", `/bookings/${second.id}/space/reject`, {
      catatan: "Kapal penuh",
    });
    expect(rejected.json().data).toMatchObject({ status: "cancel", space_status: "ditolak" });
    const again = await finance.call("POST", `/bookings/${second.id}/space/approve`, { on_credit: false });
    expect(again.statusCode).toBe(409);
  });
});

describe("agent sales", () => {
  const state = useSaleWorld();

  async function agentWithBalance(amount: number) {
    const { app } = state();
    const agent = await staffCaller(app, ["view menu agen", "view booking agen", "create booking agen"], {
      tipe_pengguna: "agen",
    });
    const finance = await staffCaller(app, ["view saldo agen", "edit saldo agen"]);
    const topup = await agent.call("POST", "/agents/topups", {
      amount,
      method: "transfer",
      reference: "TRF-1",
    });
    expect(topup.statusCode, topup.body).toBe(201);
    const approved = await finance.call("POST", `/agents/topups/${topup.json().data.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    return { agent, finance };
  }

  it("sells from the balance, confirmed at once, with a ledger row; beyond balance and plafon nothing changes", async () => {
    const { world } = state();
    const { agent, finance } = await agentWithBalance(30_000);
    const sell = (count: number) =>
      agent.call("POST", "/bookings", {
        schedule_id: world.schedule.id,
        pemesan_nama: "Tamu Agen",
        passengers: Array.from({ length: count }, (_, index) => adult(world.adultPrice, `Tamu ${index + 1}`)),
      });
    const sold = await sell(2);
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().data).toMatchObject({ status: "confirmed", channel: "agen", total_dibayar: 22_800 });
    expect(sold.json().data.payments[0].method).toBe("saldo_agen");
    expect((await agent.call("GET", "/agents/me")).json().data).toMatchObject({ saldo: 7_200, plafon: 0 });

    const refused = await sell(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("PLAFON_EXCEEDED");
    expect(await world.seatsLeft(world.adult.id)).toBe(98);
    expect((await agent.call("GET", "/agents/me")).json().data.saldo).toBe(7_200);

    const withPayment = await agent.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "X",
      passengers: [adult(world.adultPrice)],
      payment: { method: "tunai", amount: 11_400 },
    });
    expect(withPayment.json().errors.payment[0]).toBe("Penjualan agen dibayar dari saldo agen");

    const ledger = await agent.call("GET", "/agents/ledger");
    expect(
      ledger
        .json()
        .data.map((row: { amount: number }) => row.amount)
        .sort(),
    ).toEqual([-22_800, 30_000].sort());
    const report = await finance.call("GET", `/bookings/agent-report?agent_user_id=${agent.id}`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data.summary).toMatchObject({
      bookings: 1,
      penumpang: 2,
      total_penjualan: 22_800,
      dibatalkan: 0,
    });
  });

  it("shows an agent only their own bookings", async () => {
    const { world, cashier } = state();
    const { agent } = await agentWithBalance(50_000);
    await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Loket",
      passengers: [adult(world.adultPrice)],
    });
    const own = await agent.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Agen",
      passengers: [adult(world.adultPrice)],
    });
    const list = await agent.call("GET", "/bookings");
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([own.json().data.id]);
    const counter = (await cashier.call("GET", "/bookings?channel=loket")).json().data[0];
    expect((await agent.call("GET", `/bookings/${counter.id}`)).statusCode).toBe(404);
    const report = await agent.call("GET", "/bookings/agent-report");
    expect(report.json().data.agent.id).toBe(agent.id);
  });
});
