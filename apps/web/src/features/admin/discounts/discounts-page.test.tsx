import type { Discount } from "@ferry/shared/discounts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import { type DiscountSchedule, discountScope, discountValue, quotaLabel } from "./discount-format";
import ScheduleDiscountsPage from "./schedule-discounts-page";
import VehicleDiscountsPage from "./vehicle-discounts-page";

const schedule: DiscountSchedule = {
  id: 7,
  waktu_berangkat: "2026-12-01T01:00:00.000Z",
  zona_waktu: "Asia/Jakarta",
};
const route = { id: 2, kode_rute: "MRK-BKH", nama_rute: "Merak - Bakauheni" };
const first: Discount = {
  id: 1,
  nama: "Potongan Golongan IVA",
  jenis: "kendaraan",
  tipe: "nominal",
  nilai: 25_000,
  kuota: 50,
  terpakai: 3,
  sisa_kuota: 47,
  created_at: "2026-11-20T03:00:00.000Z",
  status: "Aktif",
  tanggal_mulai: "2026-12-01",
  tanggal_selesai: "2026-12-31",
  schedule_id: null,
  route_id: 2,
  cargo_type_id: 5,
  schedule: null,
  route,
  cargo_type: { id: 5, nama: "Mobil penumpang s.d. 5 m", golongan: "IVA", kelas: null },
};
const second: Discount = {
  id: 2,
  nama: "Promo Truk Dini Hari",
  jenis: "kendaraan",
  tipe: "persen",
  nilai: 15,
  kuota: null,
  terpakai: 0,
  sisa_kuota: null,
  created_at: "2026-11-20T03:00:00.000Z",
  status: "Tidak Aktif",
  tanggal_mulai: "2026-12-01",
  tanggal_selesai: "2026-12-01",
  schedule_id: 7,
  route_id: 2,
  cargo_type_id: null,
  schedule,
  route,
  cargo_type: null,
};
const rows = [first, second];

const emptyPage = {
  success: true,
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 },
};
const api = mockApi(
  {
    "/api/discounts/kendaraan": ({ query }) => {
      const scheduleId = query.get("schedule_id");
      const data = scheduleId ? rows.filter((row) => String(row.schedule_id) === scheduleId) : rows;
      return {
        success: true,
        data,
        meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length },
      };
    },
    "/api/schedules/7": {
      success: true,
      data: {
        id: 7,
        waktu_berangkat: schedule.waktu_berangkat,
        route: { ...route, port_origin: { zona_waktu: "Asia/Jakarta" } },
        ship: { nama: "KMP Portlink" },
      },
    },
    "/api/cargo-types/options": {
      success: true,
      data: [
        { id: 4, label: "Penumpang Dewasa", kategori: "penumpang" },
        { id: 5, label: "Gol IVA · Mobil", kategori: "kendaraan" },
      ],
    },
  },
  { fallback: emptyPage },
);

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: "/potongan-kendaraan", element: <VehicleDiscountsPage /> },
      { path: "/potongan-kendaraan/:scheduleId", element: <ScheduleDiscountsPage /> },
    ],
    path,
  ).router;

describe("discount formatting", () => {
  it("shows the value, the scope and the uses", () => {
    expect(discountValue({ tipe: "persen", nilai: 10 })).toBe("10%");
    expect(discountValue({ tipe: "nominal", nilai: 5_000 })).toBe("Rp 5.000");
    expect(discountScope({ schedule: null, route: null })).toEqual({
      kind: "semua",
      text: "Semua rute dan jadwal",
    });
    expect(discountScope(first).text).toBe("Rute MRK-BKH (Merak - Bakauheni)");
    expect(discountScope(second)).toEqual({
      kind: "jadwal",
      text: "Jadwal MRK-BKH · 01/12/2026 08.00 WIB",
    });
    expect(quotaLabel(first)).toBe("3/50");
    expect(quotaLabel(second)).toBe("0/tanpa batas");
  });
});

describe("vehicle discount pages", () => {
  it("lists the discounts with their scope, value and uses; a schedule's discount links to its page", async () => {
    signInStaff(["view potongan kendaraan"]);
    const router = renderAt("/potongan-kendaraan");
    const first = (await screen.findByText("Potongan Golongan IVA")).closest("tr") as HTMLElement;
    expect(within(first).getByText("Rp 25.000")).toBeTruthy();
    expect(within(first).getByText("Gol IVA · Mobil penumpang s.d. 5 m")).toBeTruthy();
    expect(within(first).getByText("01/12/2026 – 31/12/2026")).toBeTruthy();
    expect(within(first).getByText("3/50")).toBeTruthy();
    const second = screen.getByText("Promo Truk Dini Hari").closest("tr") as HTMLElement;
    expect(within(second).getByText("15%")).toBeTruthy();
    expect(within(second).getByText("Semua jenis")).toBeTruthy();
    expect(within(second).getByText("Tidak Aktif")).toBeTruthy();
    await userEvent.click(
      within(second).getByRole("link", { name: "Jadwal MRK-BKH · 01/12/2026 08.00 WIB" }),
    );
    expect(router.state.location.pathname).toBe("/potongan-kendaraan/7");
  });

  it("shows one schedule's discounts and pre-fills the form with that schedule", async () => {
    signInStaff(["view potongan kendaraan", "create potongan kendaraan"]);
    const router = renderAt("/potongan-kendaraan/7");
    expect(await screen.findByRole("heading", { name: "Potongan Kendaraan · MRK-BKH" })).toBeTruthy();
    expect(
      screen.getByText(/Merak - Bakauheni \(KMP Portlink\), berangkat Selasa, 1 Desember 2026, 08\.00 WIB/),
    ).toBeTruthy();
    expect(router.state.location.search).toBe("?schedule_id=7");
    expect(await screen.findByText("Promo Truk Dini Hari")).toBeTruthy();
    expect(screen.queryByText("Potongan Golongan IVA")).toBeNull();
    const listCalls = api.calls.filter((call) => call.url.includes("/discounts/"));
    expect(listCalls.every((call) => call.url.includes("schedule_id=7"))).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Tambah" }));
    const dialog = screen.getByRole("dialog", { name: "Tambah potongan kendaraan" });
    const scheduleSelect = within(dialog).getByLabelText(
      "Jadwal (kosong: semua jadwal)",
    ) as HTMLSelectElement;
    expect(scheduleSelect.value).toBe("7");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Berangkat mulai tanggal").value).toBe(
      "2026-12-01",
    );
    const cargo = within(dialog).getByLabelText("Jenis muatan (kosong: semua)");
    expect(within(cargo).queryByText("Penumpang Dewasa")).toBeNull();
    expect(within(cargo).getByText("Gol IVA · Mobil")).toBeTruthy();
  });
});
