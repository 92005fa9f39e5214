import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import { schedule } from "../sales/testing/fixtures";
import AffectedPage from "./affected-page";
import { ScheduleDisruptionActions } from "./schedule-disruption-actions";

const REASON = "Cuaca buruk: gelombang tinggi";
const port = (nama: string) => ({ nama, zona_waktu: "Asia/Jakarta" });
const route = {
  kode_rute: "KTP-GLM",
  nama_rute: "Ketapang - Gilimanuk",
  port_origin: port("Ketapang"),
  port_destination: port("Gilimanuk"),
};
const seat = (nama: string, kategori: string, sisa_kuota: number, golongan: string | null = null) => ({
  sisa_kuota,
  cargo_type: { nama, kategori, golongan },
});
const cancelled = {
  id: 7,
  waktu_berangkat: "2026-12-01T01:00:00Z",
  status: "batal",
  alasan_batal: REASON,
  dibatalkan_at: "2026-11-30T01:00:00Z",
  route,
  ship: { nama: "KMP Uji" },
  available_seats: [],
};
const target = {
  ...cancelled,
  id: 9,
  waktu_berangkat: "2026-12-01T05:00:00Z",
  status: "terjadwal",
  alasan_batal: null,
  dibatalkan_at: null,
  available_seats: [seat("Dewasa", "penumpang", 1), seat("Mobil", "kendaraan", 4, "IVA")],
};
const booking = (id: number, code: string, nama: string) => ({
  id,
  booking_code: code,
  status: "confirmed",
  channel: "loket",
  pemesan_nama: nama,
  pemesan_telepon: "081234567890",
  pemesan_email: null,
  total_dibayar: 11_400,
  terdampak_at: "2026-11-30T01:00:00Z",
  passengers: [{ id: id * 10, nama_lengkap: nama, kelas: "Dewasa", penumpang_kendaraan: false }],
  vehicles:
    id === 1
      ? [{ id: 5, nomor_kendaraan: "B 1234 KJA", golongan: "Gol IVA · Mobil", tipe_tiket: "kosong" }]
      : [],
});

const { bodies } = mockApi({
  "/api/schedules/7/affected-bookings": {
    success: true,
    data: {
      schedule: cancelled,
      waiting: [booking(1, "ABC123", "Budi"), booking(2, "DEF456", "Siti")],
      moved: [],
    },
  },
  "/api/schedules/7/move-targets": { success: true, data: [target] },
  "POST /api/schedules/7/move-bookings": {
    success: true,
    message: "1 booking dipindahkan",
    data: {
      target_schedule_id: 9,
      moved: [{ booking_id: 1, booking_code: "ABC123" }],
      not_moved: [{ booking_id: 2, booking_code: "DEF456", alasan: "Kuota Dewasa tidak mencukupi (sisa 0)" }],
    },
  },
  "POST /api/schedules/3/cancel": {
    success: true,
    message: "Jadwal berhasil dibatalkan",
    data: { terdampak: ["ABC123"], dibatalkan: [], menunggu_verifikasi: [] },
  },
});

describe("cancelling a sailing from the schedule list", () => {
  it("asks for the reason, confirms what happens, then cancels", async () => {
    signInStaff(["view jadwal", "edit jadwal"]);
    const row = { ...schedule, id: 3 };
    renderRoutes(
      [
        {
          path: "/jadwal",
          element: <ScheduleDisruptionActions row={row} label="KTP-GLM 01/12/2026 08.00 WIB" />,
        },
      ],
      "/jadwal",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Batalkan jadwal KTP-GLM 01/12/2026 08.00 WIB" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Batalkan jadwal" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Lanjut" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Alasan pembatalan wajib diisi");
    await userEvent.type(within(dialog).getByLabelText("Alasan (dibaca penumpang)"), REASON);
    await userEvent.click(within(dialog).getByRole("button", { name: "Lanjut" }));
    const confirm = screen.getByRole("dialog", { name: "Yakin membatalkan jadwal ini?" });
    expect(confirm.textContent).toContain(`diberi tahu alasannya: “${REASON}”`);
    await userEvent.click(within(confirm).getByRole("button", { name: "Ya, batalkan jadwal" }));
    expect(await screen.findByText(/Jadwal berhasil dibatalkan: 1 booking terdampak/)).toBeTruthy();
    expect(bodies("POST", "/api/schedules/3/cancel")).toEqual([{ alasan: REASON }]);
  });

  it("offers the affected passengers on a cancelled sailing, and nothing without the permission", () => {
    signInStaff(["view jadwal", "view booking"]);
    const row = { ...schedule, id: 7, status: "batal" as const, dibatalkan_at: "2026-11-30T01:00:00Z" };
    renderRoutes(
      [{ path: "/jadwal", element: <ScheduleDisruptionActions row={row} label="x" /> }],
      "/jadwal",
    );
    expect(screen.getByRole("link", { name: "Penumpang terdampak" }).getAttribute("href")).toBe(
      "/jadwal/7/terdampak",
    );
  });
});

describe("Penumpang terdampak", () => {
  it("lists the affected people and vehicles, picks a target by what it has left, moves all and shows who did not fit", async () => {
    signInStaff(["view booking", "edit booking"]);
    renderRoutes([{ path: "/jadwal/:id/terdampak", element: <AffectedPage /> }], "/jadwal/7/terdampak");
    expect(await screen.findByText(`Dibatalkan: ${REASON}`)).toBeTruthy();
    expect(screen.getByText("B 1234 KJA")).toBeTruthy();
    expect(screen.getByText("Menunggu dipindah atau direfund (2)")).toBeTruthy();
    const choice = await screen.findByRole("radio");
    const option = choice.closest("label") as HTMLElement;
    expect(option.textContent).toContain("1 kursi penumpang");
    expect(option.textContent).toContain("Gol IVA Mobil: 4");
    const moveAll = screen.getByRole("button", { name: "Pindahkan semua" });
    expect(moveAll).toHaveProperty("disabled", true);
    await userEvent.click(choice);
    await userEvent.click(moveAll);
    const confirm = screen.getByRole("dialog", { name: "Pindahkan semua booking terdampak?" });
    expect(confirm.textContent).toContain("2 booking akan dipindahkan ke KTP-GLM");
    await userEvent.click(within(confirm).getByRole("button", { name: "Ya, pindahkan" }));
    const result = await screen.findByRole("region", { name: "Hasil pemindahan" });
    expect(result.textContent).toContain("1 booking dipindahkan ke KTP-GLM");
    expect(result.textContent).toContain("1 tidak muat");
    expect(result.textContent).toContain("DEF456: Kuota Dewasa tidak mencukupi (sisa 0)");
    expect(bodies("POST", "/api/schedules/7/move-bookings")).toEqual([{ target_schedule_id: 9 }]);
  });
});
