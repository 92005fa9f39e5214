import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { booking } from "../testing/fixtures";
import { BookingDetail } from "./booking-detail";

describe("booking detail", () => {
  it("shows code, status, sailing, people with riders under their vehicle, prices, payments and history", () => {
    render(<BookingDetail booking={booking} />);
    const header = screen.getByRole("banner");
    expect(within(header).getByText("K7PX2QAB")).toBeTruthy();
    expect(within(header).getByText("Menunggu Pembayaran")).toBeTruthy();
    // Departure in the origin port's zone.
    expect(screen.getByText("Selasa, 1 Desember 2026, 08.00 WIB")).toBeTruthy();
    expect(screen.getByText("MRK-BKH · Merak - Bakauheni")).toBeTruthy();

    // The walking passenger is listed on its own; the driver and the infant under the car.
    expect(screen.getByRole("heading", { name: "Penumpang (1)" })).toBeTruthy();
    const riders = screen.getByRole("list", { name: "Penumpang kendaraan B 1234 CD" });
    expect(within(riders).getByText("Joko Pengemudi")).toBeTruthy();
    expect(within(riders).getByText("(gratis)")).toBeTruthy();
    expect(within(riders).getByText("Dedi Bayi")).toBeTruthy();
    expect(within(riders).getByText("(tanpa kursi)")).toBeTruthy();
    expect(within(riders).queryByText("Budi Santoso")).toBeNull();

    expect(
      screen.getByText("Iuran Wajib Jasa Raharja (dipungut untuk pihak ketiga)").nextElementSibling
        ?.textContent,
    ).toBe("Rp 6.000");
    expect(screen.getByTestId("price-total").textContent).toBe("Rp 566.000");
    expect(screen.getByText("Sisa tagihan").nextElementSibling?.textContent).toBe("Rp 566.000");

    const payment = screen.getByTestId("payment-item");
    expect(within(payment).getByText("Menunggu Verifikasi")).toBeTruthy();
    const proof = within(payment).getByRole("link", { name: /Buka bukti/ });
    expect(proof.getAttribute("href")).toBe("/uploads/bukti-889.jpg");
    expect(proof.getAttribute("target")).toBe("_blank");
    expect(proof.getAttribute("rel")).toContain("noopener");

    expect(screen.getByText(/kasir · 30\/11\/2026 08:00 WIB/)).toBeTruthy();
    expect(screen.getByText("Belum ada tiket. Tiket terbit saat booking dikonfirmasi.")).toBeTruthy();
  });

  it("counts the tickets of a confirmed booking", () => {
    const ticket = {
      kode_tiket: "T1",
      status_tiket: "aktif",
      tanggal_berlaku: "2026-11-30T01:00:00.000Z",
      tanggal_kadaluarsa: "2026-12-01T16:59:59.999Z",
    };
    render(
      <BookingDetail
        booking={{
          ...booking,
          status: "confirmed",
          status_label: "Dikonfirmasi",
          tickets: {
            passenger_tickets: [1, 2, 3].map((id) => ({ ...ticket, id, booking_passenger_id: id })),
            vehicle_tickets: [{ ...ticket, id: 9, booking_vehicle_id: 9 }],
          },
        }}
      />,
    );
    expect(within(screen.getByRole("banner")).getByText("Dikonfirmasi")).toBeTruthy();
    expect(screen.getByText("3 tiket penumpang · 1 tiket kendaraan")).toBeTruthy();
  });

  it("marks a booking its sailing's cancellation holds, with the reason and what to do", () => {
    const schedule = booking.schedule && {
      ...booking.schedule,
      status: "batal" as const,
      alasan_batal: "Cuaca buruk",
    };
    render(
      <BookingDetail
        booking={{ ...booking, status: "confirmed", terdampak_at: "2026-11-29T01:00:00Z", schedule }}
      />,
    );
    expect(within(screen.getByRole("banner")).getByText("Terdampak pembatalan")).toBeTruthy();
    expect(
      screen.getByText("Dibatalkan: Cuaca buruk: pindahkan ke pelayaran lain atau refund tanpa biaya"),
    ).toBeTruthy();
  });
});
