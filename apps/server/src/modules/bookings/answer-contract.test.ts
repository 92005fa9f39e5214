import { ALL_PERMISSIONS } from "@ferry/shared/permissions";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import {
  adult,
  agentSale,
  FINANCE,
  type SaleWorld,
  type StaffCaller,
  sailingOf,
  saleWorld,
  saveInsuranceLevy,
  staffCaller,
} from "../../test/sales-fixtures";

/**
 * The sales routes declare their answers (decision 036); the serialiser drops a key the schema lacks and
 * refuses a wrong type. Each answer here must be, byte for byte, the JSON of what the route's presenter
 * returned (caught before serialisation), as the routes answered before they had a schema.
 */
describe("the sales answers match their presenters byte for byte", () => {
  let app: FastifyInstance;
  let world: SaleWorld;
  let boss: StaffCaller;
  let presented: unknown[];

  beforeEach(async () => {
    app = await buildTestApp();
    presented = [];
    app.addHook("preSerialization", async (_request, _reply, payload) => {
      presented.push(payload);
      return payload;
    });
    world = await saleWorld(app);
    await saveInsuranceLevy(app, world, 500);
    boss = await staffCaller(app, [...ALL_PERMISSIONS]);
  });
  afterEach(() => app.close());

  /** Calls the API and checks the body is exactly the JSON of the presenter's answer; gives the data. */
  async function served(
    caller: StaffCaller,
    method: "GET" | "POST",
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) {
    presented = [];
    const response = await caller.call(method, url, body, headers);
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(presented).toHaveLength(1);
    expect(response.body).toBe(JSON.stringify(presented[0]));
    return response.json().data;
  }

  const familyWithCar = () => ({
    schedule_id: world.schedule.id,
    pemesan_nama: "Budi Santoso",
    pemesan_telepon: "0812000111",
    keterangan: "Rombongan keluarga",
    passengers: [
      adult(world.adultPrice),
      { ...adult(world.adultPrice, "Adi Santoso"), is_child: true, usia: 8 },
    ],
    vehicles: [
      {
        ticket_price_id: world.carPrice,
        nomor_kendaraan: "p 1234 ab",
        nama_pemilik: "Budi Santoso",
        tipe_tiket: "kosong",
        berat_kg: 1200,
        riders: [{ nama_lengkap: "Joko Supir" }, { nama_lengkap: "Bayi Wati", is_infant: true }],
      },
    ],
  });

  it("quote, sale (new and replayed), detail, list and the booking's tickets", async () => {
    const quote = await served(boss, "POST", "/bookings/quote", familyWithCar());
    expect(quote.komponen).toHaveLength(1);
    const key = { "idempotency-key": "answer-contract-0001" };
    const sale = { ...familyWithCar(), payment: { method: "tunai", amount: quote.total_harga } };
    const booking = await served(boss, "POST", "/bookings", sale, key);
    expect(booking.status).toBe("confirmed");
    expect(booking.passengers[0].komponen).toHaveLength(1);
    expect(await served(boss, "POST", "/bookings", sale, key)).toEqual(booking);
    expect(await served(boss, "GET", `/bookings/${booking.id}`)).toEqual(booking);
    const rows = await served(boss, "GET", "/bookings?search=Budi");
    expect(rows[0]).toMatchObject({ id: booking.id, jumlah_penumpang: 4, jumlah_kendaraan: 1 });
    await served(boss, "GET", `/bookings?status=confirmed&per_page=5`);
    const tickets = await served(boss, "GET", `/bookings/${booking.id}/tickets`);
    expect(tickets.print_available).toBe(true);
    expect(await served(boss, "POST", `/bookings/${booking.id}/generate-tickets`)).toEqual(tickets);
  });

  it("payments waiting, rejected and approved, and a cancellation", async () => {
    const sale = { ...familyWithCar(), payment: null };
    const booking = await served(boss, "POST", "/bookings", sale);
    expect(booking.status).toBe("waiting_payment");
    const transfer = { method: "transfer", amount: 1_000, reference: "TRF-1", bukti_url: "/bukti/1.jpg" };
    const waiting = await served(boss, "POST", `/bookings/${booking.id}/payments`, transfer);
    const first = waiting.payments[0];
    expect(first).toMatchObject({ status: "menunggu", verified_at: null, verified_by_name: null });
    // Another officer decides (four eyes).
    const finance = await staffCaller(app, FINANCE);
    await served(finance, "POST", `/bookings/${booking.id}/payments/${first.id}/reject`, {
      catatan: "Buram",
    });
    const again = await served(boss, "POST", `/bookings/${booking.id}/payments`, transfer);
    const second = again.payments[1];
    const approved = await served(
      finance,
      "POST",
      `/bookings/${booking.id}/payments/${second.id}/approve`,
      {},
    );
    expect(approved.payments[1].status).toBe("diterima");
    const cancelled = await served(boss, "POST", `/bookings/${booking.id}/cancel`, { alasan: "Batal pergi" });
    expect(cancelled.status).toBe("cancel");
    expect(cancelled.cancelled_at).not.toBeNull();
  });

  it("an expedition request: space approved on the company's terms, another rejected", async () => {
    const company = await world.api.create("/expedition-companies", { nama: "PT Lintas", status: "Aktif" });
    const request = () => ({
      schedule_id: world.schedule.id,
      pemesan_nama: "PT Lintas",
      expedition_company_id: company.id,
      vehicles: [{ ...familyWithCar().vehicles[0], tipe_tiket: "muat", muatan_keterangan: "Semen" }],
    });
    const first = await served(boss, "POST", "/bookings", request());
    expect(first).toMatchObject({ space_status: "menunggu", expedition_company: { id: company.id } });
    const approved = await served(boss, "POST", `/bookings/${first.id}/space/approve`, { on_credit: false });
    expect(approved.space_status).toBe("disetujui");
    const second = await served(boss, "POST", "/bookings", request());
    const rejected = await served(boss, "POST", `/bookings/${second.id}/space/reject`, { catatan: "Penuh" });
    expect(rejected.space_status).toBe("ditolak");
  });

  it("the agent's report", async () => {
    const { agent } = await agentSale(app, world.schedule.id, 100_000, [adult(world.adultPrice)]);
    const own = await served(agent, "GET", "/bookings/agent-report");
    expect(own.summary).toMatchObject({ bookings: 1, penumpang: 1 });
    expect(await served(boss, "GET", `/bookings/agent-report?agent_user_id=${agent.id}`)).toEqual(own);
  });

  it("a reschedule: the options, its quote and the move", async () => {
    const target = await sailingOf(world, 72);
    const sale = { ...familyWithCar(), payment: null };
    const booking = await served(boss, "POST", "/bookings", sale);
    await served(boss, "POST", `/bookings/${booking.id}/payments`, {
      method: "tunai",
      amount: booking.total_harga,
    });
    const options = await served(boss, "GET", `/bookings/${booking.id}/reschedule/options`);
    expect(options.map((option: { id: number }) => option.id)).toEqual([target.id]);
    const body = { to_schedule_id: target.id };
    const quote = await served(boss, "POST", `/bookings/${booking.id}/reschedule/quote`, body);
    const moved = await served(boss, "POST", `/bookings/${booking.id}/reschedule`, {
      ...body,
      method: "tunai",
    });
    expect(moved).toMatchObject({ ...quote, id: expect.any(Number) });
  });
});
