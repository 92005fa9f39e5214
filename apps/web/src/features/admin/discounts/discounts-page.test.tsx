import type { StaffUser } from "@ferry/shared/staff-auth";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../session/session-context";
import { saveSession } from "../../session/session-storage";
import { discountScope, discountValue, quotaLabel } from "./discount-format";
import ScheduleDiscountsPage from "./schedule-discounts-page";
import VehicleDiscountsPage from "./vehicle-discounts-page";

const schedule = { id: 7, waktu_berangkat: "2026-12-01T01:00:00.000Z", zona_waktu: "Asia/Jakarta" };
const route = { id: 2, kode_rute: "MRK-BKH", nama_rute: "Merak - Bakauheni" };
const rows = [
  {
    id: 1,
    nama: "Potongan Golongan IVA",
    jenis: "kendaraan",
    tipe: "nominal",
    nilai: 25_000,
    kuota: 50,
    terpakai: 3,
    sisa_kuota: 47,
    status: "Aktif",
    tanggal_mulai: "2026-12-01",
    tanggal_selesai: "2026-12-31",
    schedule_id: null,
    route_id: 2,
    cargo_type_id: 5,
    schedule: null,
    route,
    cargo_type: { id: 5, nama: "Mobil penumpang s.d. 5 m", golongan: "IVA", kelas: null },
  },
  {
    id: 2,
    nama: "Promo Truk Dini Hari",
    jenis: "kendaraan",
    tipe: "persen",
    nilai: 15,
    kuota: null,
    terpakai: 0,
    sisa_kuota: null,
    status: "Tidak Aktif",
    tanggal_mulai: "2026-12-01",
    tanggal_selesai: "2026-12-01",
    schedule_id: 7,
    route_id: 2,
    cargo_type_id: null,
    schedule,
    route,
    cargo_type: null,
  },
];

function signIn(permissions: string[]) {
  const user: StaffUser = {
    id: 1,
    username: "op",
    nama_lengkap: "Operator",
    email: null,
    tipe_pengguna: "admin",
    status: "Aktif",
    roles: [],
    permissions,
    grouped_permissions: [{ group: "Potongan", permissions: permissions.map((name) => ({ name })) }],
    permission_stats: { total: 1, granted: permissions.length, from_roles: permissions.length, direct: 0 },
  };
  saveSession({ token: "t", user, expires_in: 3600 });
}

const json = (body: unknown) => new Response(JSON.stringify(body));
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), "http://x");
  if (url.pathname === "/api/discounts/kendaraan") {
    const scheduleId = url.searchParams.get("schedule_id");
    const data = scheduleId ? rows.filter((row) => String(row.schedule_id) === scheduleId) : rows;
    return json({
      success: true,
      data,
      meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length },
    });
  }
  if (url.pathname === "/api/schedules/7") {
    return json({
      success: true,
      data: {
        id: 7,
        waktu_berangkat: schedule.waktu_berangkat,
        route: { ...route, port_origin: { zona_waktu: "Asia/Jakarta" } },
        ship: { nama: "KMP Portlink" },
      },
    });
  }
  if (url.pathname === "/api/cargo-types/options") {
    return json({
      success: true,
      data: [
        { id: 4, label: "Penumpang Dewasa", kategori: "penumpang" },
        { id: 5, label: "Gol IVA · Mobil", kategori: "kendaraan" },
      ],
    });
  }
  return json({ success: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 } });
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/potongan-kendaraan", element: <VehicleDiscountsPage /> },
      { path: "/potongan-kendaraan/:scheduleId", element: <ScheduleDiscountsPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe("discount formatting", () => {
  it("shows the value, the scope and the uses", () => {
    expect(discountValue({ id: 1, tipe: "persen", nilai: 10 })).toBe("10%");
    expect(discountValue({ id: 1, tipe: "nominal", nilai: 5_000 })).toBe("Rp 5.000");
    expect(discountScope({ id: 1, schedule: null, route: null })).toEqual({
      kind: "semua",
      text: "Semua rute dan jadwal",
    });
    expect(discountScope(rows[0] as never).text).toBe("Rute MRK-BKH (Merak - Bakauheni)");
    expect(discountScope(rows[1] as never)).toEqual({
      kind: "jadwal",
      text: "Jadwal MRK-BKH · 01/12/2026 08:00 WIB",
    });
    expect(quotaLabel(rows[0] as never)).toBe("3/50");
    expect(quotaLabel(rows[1] as never)).toBe("0/tanpa batas");
  });
});

describe("vehicle discount pages", () => {
  it("lists the discounts with their scope, value and uses; a schedule's discount links to its page", async () => {
    signIn(["view potongan kendaraan"]);
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
      within(second).getByRole("link", { name: "Jadwal MRK-BKH · 01/12/2026 08:00 WIB" }),
    );
    expect(router.state.location.pathname).toBe("/potongan-kendaraan/7");
  });

  it("shows one schedule's discounts and pre-fills the form with that schedule", async () => {
    signIn(["view potongan kendaraan", "create potongan kendaraan"]);
    const router = renderAt("/potongan-kendaraan/7");
    expect(await screen.findByRole("heading", { name: "Potongan Kendaraan · MRK-BKH" })).toBeTruthy();
    expect(
      screen.getByText(/Merak - Bakauheni \(KMP Portlink\), berangkat Selasa, 1 Desember 2026, 08\.00 WIB/),
    ).toBeTruthy();
    expect(router.state.location.search).toBe("?schedule_id=7");
    expect(await screen.findByText("Promo Truk Dini Hari")).toBeTruthy();
    expect(screen.queryByText("Potongan Golongan IVA")).toBeNull();
    const listCalls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes("/discounts/"));
    expect(listCalls.every((url) => url.includes("schedule_id=7"))).toBe(true);

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
