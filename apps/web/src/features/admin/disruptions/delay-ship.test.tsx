import type { Schedule } from "@ferry/shared/schedules";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import { schedule } from "../sales/testing/fixtures";
import { ScheduleDisruptionActions } from "./schedule-disruption-actions";

const LABEL = "KTP-GLM 01/12/2026 08.00 WIB";
const route = schedule.route;
const row: Schedule = {
  ...schedule,
  id: 3,
  ship_id: 1,
  waktu_berangkat: "2026-12-01T01:00:00Z",
  waktu_tiba: "2026-12-01T01:45:00Z",
  route: route && { ...route, port_destination: { ...route.port_destination, zona_waktu: "Asia/Makassar" } },
  ship: schedule.ship && { ...schedule.ship, nama: "KMP Uji" },
};
const SHORT = ["Dewasa kurang 5", "Mobil kurang 2"];

const { bodies } = mockApi({
  "POST /api/schedules/3/delay": { success: true, message: "Jadwal berhasil ditunda", data: {} },
  "/api/ships/options": {
    success: true,
    data: [
      { id: 1, label: "KMP Uji" },
      { id: 2, label: "KMP Kecil" },
    ],
  },
  "POST /api/schedules/3/change-ship": () =>
    jsonResponse(
      {
        success: false,
        code: "CONFLICT",
        error_code: "CONFLICT",
        message: "Kapasitas KMP Kecil tidak cukup untuk penjualan jadwal ini",
        errors: { ship_id: SHORT },
      },
      409,
    ),
});

const renderActions = () => {
  signInStaff(["view jadwal", "edit jadwal"]);
  renderRoutes(
    [{ path: "/jadwal", element: <ScheduleDisruptionActions row={row} label={LABEL} /> }],
    "/jadwal",
  );
};

describe("delaying a sailing from the schedule list", () => {
  it("takes the new time in the port's zone and the reason, shows both times, then delays", async () => {
    renderActions();
    await userEvent.click(screen.getByRole("button", { name: `Tunda jadwal ${LABEL}` }));
    const dialog = screen.getByRole("dialog", { name: "Tunda jadwal" });
    const time = within(dialog).getByLabelText("Jam berangkat baru (waktu pelabuhan asal)");
    expect((time as HTMLInputElement).value).toBe("08:00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Lanjut" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Alasan wajib diisi");
    fireEvent.change(time, { target: { value: "07:30" } });
    await userEvent.type(within(dialog).getByLabelText("Alasan (dibaca penumpang)"), "Menunggu cuaca");
    await userEvent.click(within(dialog).getByRole("button", { name: "Lanjut" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Waktu berangkat baru harus setelah waktu berangkat saat ini",
    );
    fireEvent.change(time, { target: { value: "10:30" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Lanjut" }));
    const confirm = screen.getByRole("dialog", { name: "Yakin menunda jadwal ini?" });
    expect(confirm.textContent).toContain(
      "Berangkat 01/12/2026 08.00 WIB menjadi 01/12/2026 10.30 WIB; tiba 01/12/2026 12.15 WITA.",
    );
    expect(confirm.textContent).toContain("diberi tahu: “Menunggu cuaca”");
    await userEvent.click(within(confirm).getByRole("button", { name: "Ya, tunda jadwal" }));
    expect(await screen.findByText("Jadwal berhasil ditunda")).toBeTruthy();
    expect(bodies("POST", "/api/schedules/3/delay")).toEqual([
      { waktu_berangkat_baru: "2026-12-01T03:30:00.000Z", alasan: "Menunggu cuaca" },
    ]);
  });
});

describe("changing the ship of a sailing", () => {
  it("offers the other ships and shows each class short when the server refuses", async () => {
    renderActions();
    await userEvent.click(screen.getByRole("button", { name: `Ganti kapal ${LABEL}` }));
    const dialog = screen.getByRole("dialog", { name: "Ganti kapal" });
    const picker = within(dialog).getByLabelText("Kapal pengganti");
    await within(dialog).findByRole("option", { name: "KMP Kecil" });
    expect(within(picker).queryByRole("option", { name: "KMP Uji" })).toBeNull();
    await userEvent.selectOptions(picker, "2");
    await userEvent.type(within(dialog).getByLabelText("Alasan"), "Kerusakan mesin");
    await userEvent.click(within(dialog).getByRole("button", { name: "Lanjut" }));
    const confirm = screen.getByRole("dialog", { name: "Yakin mengganti kapal?" });
    expect(confirm.textContent).toContain("KMP Uji diganti dengan KMP Kecil.");
    await userEvent.click(within(confirm).getByRole("button", { name: "Ya, ganti kapal" }));
    const refusal = await screen.findByRole("alert");
    expect(
      within(refusal)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(SHORT);
    expect(screen.getByRole("dialog", { name: "Ganti kapal" })).toBeTruthy();
    expect(bodies("POST", "/api/schedules/3/change-ship")).toEqual([
      { ship_id: 2, alasan: "Kerusakan mesin" },
    ]);
  });
});
