import fs from "node:fs";
import path from "node:path";
import { ONLINE_BOOKING_MESSAGES, PROOF_MAX_BYTES } from "@ferry/shared/online-booking";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FINANCE, staffCaller } from "../../test/sales-fixtures";
import { saveOpened } from "../embarkation/index";
import { bookingBody, useOnlineWorld } from "./fixtures";
import { customerCaller, PDF, PNG, sendProof, setOnline } from "./testing";

describe("online booking: the proof upload", () => {
  const state = useOnlineWorld();
  const uploaded = () => {
    const dir = path.join(state().dataDir, "uploads");
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it("accepts only images and PDFs under 5 MB, checked by content", async () => {
    const { app, world } = state();
    await setOnline(app);
    const customer = await customerCaller(app);
    const code = (await customer.call("POST", "/customer/bookings", bookingBody(world))).json().data
      .booking_code;

    const oversize = Buffer.concat([PNG, Buffer.alloc(PROOF_MAX_BYTES, 0)]);
    const tooBig = await sendProof(app, customer, code, {
      name: "bukti.png",
      type: "image/png",
      content: oversize,
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ file: [ONLINE_BOOKING_MESSAGES.proofTooLarge] });
    const disguised = Buffer.from("MZ\x90\x00 not really a picture <script>alert(1)</script>");
    for (const name of ["bukti.png", "bukti.pdf", "bukti.jpg"]) {
      const wrong = await sendProof(app, customer, code, { name, type: "image/png", content: disguised });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ file: [ONLINE_BOOKING_MESSAGES.proofType] });
    }
    expect(uploaded()).toEqual([]);

    const justUnder = Buffer.concat([PDF, Buffer.alloc(PROOF_MAX_BYTES - PDF.length, 0x20)]);
    const pdf = await sendProof(app, customer, code, {
      name: "bukti",
      type: "application/octet-stream",
      content: justUnder,
    });
    expect(pdf.statusCode).toBe(201);
    const url = pdf.json().data.payments[0].bukti_url as string;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
    const served = await app.inject({ method: "GET", url });
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.rawPayload.length).toBe(PROOF_MAX_BYTES);
    expect(uploaded()).toHaveLength(1);
  });

  it("refuses a proof for a booking that is not waiting for payment, storing nothing", async () => {
    const { app, world } = state();
    await setOnline(app);
    const customer = await customerCaller(app);
    const code = (await customer.call("POST", "/customer/bookings", bookingBody(world))).json().data
      .booking_code;
    await customer.call("POST", `/customer/bookings/${code}/cancel`);
    const refused = await sendProof(app, customer, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ONLINE_BOOKING_MESSAGES.notWaiting);
    expect(uploaded()).toEqual([]);
  });
});

describe("online booking: corrections and cancellation", () => {
  const state = useOnlineWorld();

  it("corrects a passenger until boarding opens, logged like a manifest correction", async () => {
    const { app, world } = state();
    await setOnline(app);
    const customer = await customerCaller(app);
    const made = (await customer.call("POST", "/customer/bookings", bookingBody(world))).json().data;
    const person = made.passengers[0];
    const corrected = await customer.call(
      "PUT",
      `/customer/bookings/${made.booking_code}/passengers/${person.id}`,
      {
        nama_lengkap: "Budi Santoso",
        jenis_identitas: "SIM",
        nomor_identitas: "1234",
        jenis_kelamin: "L",
      },
    );
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data.passengers[0]).toMatchObject({
      nama_lengkap: "Budi Santoso",
      jenis_identitas: "SIM",
    });
    expect(corrected.json().data.total_harga).toBe(made.total_harga);
    const admin = await staffCaller(app, ["view activity logs"]);
    const log = await admin.call("GET", "/activity-logs?search=Koreksi");
    const entry = log
      .json()
      .data.find((row: { action: string }) => row.action === "booking.passenger_corrected");
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).toContain("Budi Santoso");

    const empty = await customer.call(
      "PUT",
      `/customer/bookings/${made.booking_code}/passengers/${person.id}`,
      {
        nama_lengkap: " ",
      },
    );
    expect(empty.statusCode).toBe(422);
    expect(
      (
        await customer.call("PUT", `/customer/bookings/${made.booking_code}/passengers/999999`, {
          nama_lengkap: "X",
        })
      ).statusCode,
    ).toBe(404);

    await saveOpened(app.database.db, world.schedule.id, null, new Date());
    const late = await customer.call(
      "PUT",
      `/customer/bookings/${made.booking_code}/passengers/${person.id}`,
      {
        nama_lengkap: "Terlambat",
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ONLINE_BOOKING_MESSAGES.correctionClosed);
    expect(
      (await customer.call("GET", `/customer/bookings/${made.booking_code}`)).json().data.can_correct,
    ).toBe(false);
  });

  it("answers an error, never 'boarding started', when the boarding state cannot be read", async () => {
    const { app, world } = state();
    await setOnline(app);
    const customer = await customerCaller(app);
    const code = (await customer.call("POST", "/customer/bookings", bookingBody(world))).json().data
      .booking_code;
    const db = app.database.db;
    await db.execute(sql`alter table schedule_boardings rename to schedule_boardings_away`);
    const failed = await customer.call("GET", `/customer/bookings/${code}`);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ success: false, code: "SERVER_ERROR" });
    await db.execute(sql`alter table schedule_boardings_away rename to schedule_boardings`);
    const read = await customer.call("GET", `/customer/bookings/${code}`);
    expect(read.json().data).toMatchObject({ can_correct: true });
  });

  it("cancels only unpaid bookings and gives the seats back", async () => {
    const { app, world } = state();
    await setOnline(app);
    const customer = await customerCaller(app);
    const finance = await staffCaller(app, FINANCE);
    const unpaid = (
      await customer.call("POST", "/customer/bookings", bookingBody(world, { passengers: 4 }))
    ).json().data;
    expect(await world.seatsLeft(world.adult.id)).toBe(96);
    const cancelled = await customer.call("POST", `/customer/bookings/${unpaid.booking_code}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe("cancel");
    expect(await world.seatsLeft(world.adult.id)).toBe(100);
    expect((await customer.call("POST", `/customer/bookings/${unpaid.booking_code}/cancel`)).statusCode).toBe(
      409,
    );

    const proofed = (await customer.call("POST", "/customer/bookings", bookingBody(world))).json().data;
    await sendProof(app, customer, proofed.booking_code);
    const waiting = await customer.call("POST", `/customer/bookings/${proofed.booking_code}/cancel`);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(ONLINE_BOOKING_MESSAGES.cancelNotAllowed);

    const staffView = (await finance.call("GET", "/bookings?payment_status=menunggu")).json().data[0];
    const payment = (await finance.call("GET", `/bookings/${staffView.id}`)).json().data.payments[0];
    await finance.call("POST", `/bookings/${staffView.id}/payments/${payment.id}/approve`, {});
    const paid = await customer.call("POST", `/customer/bookings/${proofed.booking_code}/cancel`);
    expect(paid.statusCode).toBe(409);
    expect(
      (await customer.call("GET", `/customer/bookings/${proofed.booking_code}`)).json().data.status,
    ).toBe("confirmed");
  });
});
