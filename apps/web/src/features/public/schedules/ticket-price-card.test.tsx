import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Seat } from "./api/schedules";
import { BookingInfoModal } from "./booking-info-modal";
import { TicketPriceCard } from "./ticket-price-card";

const car: Seat = {
  id: 1,
  ticket_price_id: 1,
  harga: 480000,
  harga_muatan: 520000,
  kapasitas: 40,
  terjual: 40,
  sisa_kuota: 0,
  cargo_type: {
    id: 1,
    kategori: "kendaraan",
    nama: "Mobil penumpang",
    golongan: "IVA",
    deskripsi: null,
    kelas: null,
    kelompok_umur: null,
    free_riders: 2,
  },
};
const adult: Seat = {
  ...car,
  id: 2,
  harga: 23000,
  harga_muatan: null,
  kapasitas: 400,
  terjual: 10,
  sisa_kuota: 390,
  cargo_type: {
    id: 2,
    kategori: "penumpang",
    nama: "Ekonomi Dewasa",
    golongan: null,
    deskripsi: null,
    kelas: "Ekonomi",
    kelompok_umur: "Dewasa",
    free_riders: 0,
  },
};

describe("ticket price card", () => {
  it("shows a vehicle's class, empty and loaded price, and 'Tiket Habis' when nothing is left", () => {
    const onOrder = vi.fn();
    render(<TicketPriceCard seat={car} onOrder={onOrder} />);
    expect(screen.getByText("GOL IVA")).toBeTruthy();
    expect(screen.getByText("Harga Kosong")).toBeTruthy();
    expect(screen.getByText("Rp 520.000")).toBeTruthy();
    expect(screen.getByText("Habis")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Tiket Habis" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("shows a passenger price with the quota against the real capacity, and opens the booking information", async () => {
    const onOrder = vi.fn();
    render(<TicketPriceCard seat={adult} onOrder={onOrder} />);
    expect(screen.getByText("Harga Tiket")).toBeTruthy();
    expect(screen.getByText("Tersedia")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuemax")).toBe("400");
    await userEvent.click(screen.getByRole("button", { name: "Pesan Tiket" }));
    expect(onOrder).toHaveBeenCalledWith(adult);
    const onClose = vi.fn();
    render(<BookingInfoModal seat={adult} onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Informasi Pemesanan" }).textContent).toContain("Rp 23.000");
    await userEvent.click(screen.getByRole("button", { name: "Tutup" }));
    expect(onClose).toHaveBeenCalled();
  });
});
