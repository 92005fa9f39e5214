import { describe, expect, it } from "vitest";
import type { SaleSchedule } from "../api/booking-types";
import { nextDeparture } from "./next-departure";

const sailing = (id: number, waktu_berangkat: string, sisa_kuota: number): SaleSchedule =>
  ({
    id,
    waktu_berangkat,
    waktu_tiba: waktu_berangkat,
    route: null,
    ship: null,
    available_seats: [
      {
        id: id * 10,
        ticket_price_id: id * 10,
        harga: 10_000,
        harga_muatan: null,
        sisa_kuota,
        cargo_type: { id: 1, kategori: "penumpang", nama: "Dewasa", golongan: null },
      },
    ],
  }) as SaleSchedule;

describe("the counter's next departure", () => {
  const now = new Date("2026-04-07T03:00:00Z");

  it("is the earliest sailing still ahead with a passenger seat left", () => {
    const list = [
      sailing(4, "2026-04-07T06:00:00Z", 5),
      sailing(1, "2026-04-07T02:00:00Z", 50),
      sailing(2, "2026-04-07T04:00:00Z", 0),
      sailing(3, "2026-04-07T05:00:00Z", 1),
    ];
    expect(nextDeparture(list, now)?.id).toBe(3);
  });

  it("is none when every sailing has left or is full", () => {
    expect(
      nextDeparture([sailing(1, "2026-04-07T02:00:00Z", 9), sailing(2, "2026-04-07T09:00:00Z", 0)], now),
    ).toBeNull();
  });
});
