import { describe, expect, it } from "vitest";
import { JASA_RAHARJA, saveFareComponent } from "../../test/fare-fixtures";
import { adult, staffCaller, useSaleWorld } from "../../test/sales-fixtures";
import { deliverDue } from "../notices/index";
import { useNoticeDelivery } from "../notices/testing";
import { sell } from "./document-fixtures";
import { inspectPdf } from "./render/pdf-inspect";
import { THERMAL_WIDTH } from "./render/pdf-kit";

const PRINTER = ["view cetak tiket"];
const RAHARJA_LINE = "Rp 1.000 (dipungut untuk PT Jasa Raharja (Persero))";

/**
 * Every document shows the fare's parts (decision 044): the transport fare, each component (a third
 * party's marked as collected for its recipient), the total.
 */
describe("fare components on the documents", () => {
  const state = useSaleWorld();
  const { mailServer, delivery } = useNoticeDelivery(() => state().app);

  /** Per adult: the Jasa Raharja levy Rp 1.000 and the operator's 'Jasa Pelabuhan' Rp 2.500. */
  async function soldWithComponents() {
    const { app, world, cashier } = state();
    await saveFareComponent(app, JASA_RAHARJA, [{ cargo_type_id: world.adult.id, jumlah: 1_000 }]);
    await saveFareComponent(app, { nama: "Jasa Pelabuhan", urutan: 10 }, [
      { cargo_type_id: world.adult.id, jumlah: 2_500 },
    ]);
    const response = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      passengers: [adult(world.adultPrice, "Sari Dewi")],
      payment: { method: "tunai", amount: 11_400 + 3_500 },
    });
    expect(response.statusCode, response.body).toBe(201);
    return {
      booking: response.json().data as { id: number; booking_code: string },
      printer: await staffCaller(app, PRINTER),
    };
  }

  it("prints the transport fare, each component and the total on the A4 and thermal tickets", async () => {
    const { booking, printer } = await soldWithComponents();
    const a4 = await inspectPdf(
      (await printer.call("GET", `/tickets/bookings/${booking.id}/pdf/normal`)).rawPayload,
    );
    // Long labels and values wrap onto a second line: read the page as one line of words.
    const text = (a4.pages[0]?.text ?? "").replace(/\s+/g, " ");
    for (const part of [
      "Tarif Jasa Angkutan",
      "Rp 11.400",
      "Iuran Wajib Jasa Raharja",
      RAHARJA_LINE,
      "Jasa Pelabuhan",
      "Rp 2.500",
      "Rp 14.900",
    ]) {
      expect(text).toContain(part);
    }
    const thermal = await inspectPdf(
      (await printer.call("GET", `/tickets/bookings/${booking.id}/pdf/thermal`)).rawPayload,
    );
    const roll = thermal.pages[0];
    expect(roll?.width).toBeCloseTo(THERMAL_WIDTH, 1);
    const flat = (roll?.text ?? "").replace(/\s+/g, " ");
    expect(flat).toContain("Jasa Pelabuhan");
    expect(flat).toContain("dipungut untuk PT Jasa Raharja");
    expect(flat).toContain("Rp 14.900");
    // Nothing runs off the 80 mm roll.
    for (const run of roll?.runs ?? []) expect(run.x + run.width).toBeLessThanOrEqual(THERMAL_WIDTH);
  });

  it("shows them on the HTML tickets and the booking document (HTML and PDF)", async () => {
    const { booking, printer } = await soldWithComponents();
    for (const template of ["normal", "thermal"]) {
      const html = (await printer.call("GET", `/tickets/bookings/${booking.id}/preview/${template}`)).body;
      expect(html).toContain("Tarif Jasa Angkutan");
      expect(html).toContain(RAHARJA_LINE);
      expect(html).toContain("Rp 14.900");
    }
    const page = (await printer.call("GET", `/bookings/${booking.id}/booking/preview`)).body;
    expect(page).toContain("Tarif Jasa Angkutan");
    expect(page).toContain("Jasa Pelabuhan");
    expect(page).toContain(RAHARJA_LINE);
    expect(page).not.toContain("Biaya Asuransi");
    const pdf = await inspectPdf(
      (await printer.call("GET", `/bookings/${booking.id}/booking/pdf`)).rawPayload,
    );
    expect(pdf.pages[0]?.text.replace(/\s+/g, " ")).toContain("Iuran Wajib Jasa Raharja");
    expect(pdf.pages[0]?.text).toContain("Rp 14.900");
  });

  it("lists them in the e-ticket e-mail", async () => {
    const { app, world, cashier } = state();
    const server = await mailServer();
    await saveFareComponent(app, JASA_RAHARJA, [{ cargo_type_id: world.adult.id, jumlah: 1_000 }]);
    const response = await cashier.call("POST", "/bookings", {
      schedule_id: world.schedule.id,
      pemesan_nama: "Budi Santoso",
      pemesan_email: "budi@example.com",
      passengers: [adult(world.adultPrice, "Sari Dewi")],
      payment: { method: "tunai", amount: 11_400 + 1_000 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await deliverDue(delivery(server))).toBe(1);
    const text = server.received[0]?.text ?? "";
    expect(text).toContain("Tarif Jasa Angkutan: Rp 11.400");
    expect(text).toContain(`Iuran Wajib Jasa Raharja: ${RAHARJA_LINE}`);
    expect(text).toContain("Total: Rp 12.400");
  });

  it("prints a sale without components with its transport fare and total only", async () => {
    const { app } = state();
    const booking = await sell(state(), ["Sari Dewi"]);
    const printer = await staffCaller(app, PRINTER);
    const html = (await printer.call("GET", `/tickets/bookings/${booking.id}/preview/normal`)).body;
    expect(html).toContain("Tarif Jasa Angkutan");
    expect(html).not.toContain("dipungut");
  });
});
