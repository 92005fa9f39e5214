import { describe, expect, it } from "vitest";
import { adult, car, sellOnePerName, useSaleWorld } from "../../test/sales-fixtures";

describe("the staff booking search", () => {
  const state = useSaleWorld();

  it("finds a booking by code, buyer, any passenger's name or NIK, and a vehicle's plate", async () => {
    const { world, cashier } = state();
    const sale = async (body: Record<string, unknown>) => {
      const answer = await cashier.call("POST", "/bookings", { schedule_id: world.schedule.id, ...body });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().data.booking_code as string;
    };
    const family = await sale({
      pemesan_nama: "Siti Aminah",
      passengers: [
        {
          ...adult(world.adultPrice, "Siti Aminah"),
          jenis_kelamin: "P",
          nomor_identitas: "3510014101900002",
        },
        { ...adult(world.adultPrice, "Bagus Pratama"), nomor_identitas: "3510010202850003" },
      ],
      payment: { method: "tunai", amount: 22_800 },
    });
    const carBooking = await sale({
      pemesan_nama: "Hadi Wijaya",
      vehicles: [car(world, "p 1234 ab", "Hadi Wijaya")],
      payment: { method: "tunai", amount: 200_000 },
    });
    const found = async (search: string) => {
      const answer = await cashier.call("GET", `/bookings?search=${encodeURIComponent(search)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data as { booking_code: string }[]).map((row) => row.booking_code).sort();
    };
    expect(await found(family)).toEqual([family]);
    expect(await found("aminah")).toEqual([family]);
    expect(await found("bagus prat")).toEqual([family]);
    expect(await found("3510010202850003")).toEqual([family]);
    expect(await found("P 1234 AB")).toEqual([carBooking]);
    expect(await found("p1234ab")).toEqual([carBooking]);
    expect(await found("3510010202")).toEqual([]);
    expect(await found("100%_")).toEqual([]);
  });

  it("looks a typed code up by code first: whole, its start, in any case; ?code= by its start", async () => {
    const { world, cashier } = state();
    const codes = await sellOnePerName(world, cashier, ["Rina Lestari", "Joko Susilo"]);
    const [first = "", second = ""] = codes;
    const list = async (query: string) => {
      const answer = await cashier.call("GET", `/bookings?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data as { booking_code: string }[]).map((row) => row.booking_code).sort();
    };
    expect(await list(`search=${first}`)).toEqual([first]);
    expect(await list(`search=${first.toLowerCase()}`)).toEqual([first]);
    expect(await list(`code=${first.slice(0, 5).toLowerCase()}`)).toEqual(
      codes.filter((code) => code.startsWith(first.slice(0, 5))).sort(),
    );
    expect(await list(`code=${second}`)).toEqual([second]);
    // The middle of a code is still found (by the trigram search), and a name is never taken for a code.
    expect(await list(`search=${first.slice(2, 7)}`)).toContain(first);
    expect(await list("search=JOKO")).toEqual([second]);
    expect(await list("search=AB%25")).toEqual([]);
  });
});
