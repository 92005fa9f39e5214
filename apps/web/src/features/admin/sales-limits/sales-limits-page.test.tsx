import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import SalesLimitsPage from "./sales-limits-page";

const schedule = {
  id: 12,
  waktu_berangkat: "2026-11-23T01:00:00.000Z",
  status: "terjadwal",
  route: { nama_rute: "Merak - Bakauheni", port_origin: { zona_waktu: "Asia/Jakarta" } },
  ship: { nama: "KMP Portlink" },
};
const limits = (agen: number | null, terjual = 20) => ({
  schedule_id: 12,
  limits: [
    { channel: "loket", label: "Loket", batas: null, terjual: 0, sisa: null },
    { channel: "ekspedisi", label: "Ekspedisi", batas: null, terjual: 0, sisa: null },
    {
      channel: "agen",
      label: "Agen",
      batas: agen,
      terjual: agen === null ? 0 : terjual,
      sisa: agen === null ? null : agen - terjual,
    },
    { channel: "online", label: "Online", batas: 100, terjual: 0, sisa: 100 },
  ],
});

let saveAnswer: () => Response;
const api = mockApi({
  "/api/schedules": { success: true, data: [schedule] },
  "/api/public/schedules/available": { success: true, data: [schedule] },
  "/api/sales-limits": { success: true, data: limits(50) },
  "PUT /api/sales-limits/schedule/12": () => saveAnswer(),
});

const renderPage = () =>
  renderRoutes([{ path: "/limit-jual", element: <SalesLimitsPage /> }], "/limit-jual?date=2026-11-23");
const calls = (path: string) => api.calls.filter((call) => call.path === path);

describe("/limit-jual", () => {
  it("picks a schedule of the day and saves the channels' limits, showing the server's refusal", async () => {
    signInStaff(["view booking", "edit booking", "view jadwal"]);
    renderPage();
    const select = await screen.findByRole("combobox");
    await screen.findByRole("option", { name: "08.00 WIB · Merak - Bakauheni · KMP Portlink" });
    expect(calls("/api/schedules")[0]?.query.get("date")).toBe("2026-11-23");
    await userEvent.selectOptions(select, "12");
    const agen = await screen.findByLabelText("Batas Agen");
    expect((agen as HTMLInputElement).value).toBe("50");
    expect(screen.getByText("30")).toBeTruthy();

    await userEvent.clear(agen);
    await userEvent.type(agen, "-3");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Batas tidak boleh negatif")).toBeTruthy();
    expect(calls("/api/sales-limits/schedule/12")).toHaveLength(0);

    const refusal = "Batas Agen tidak boleh kurang dari kursi yang sudah terjual (20)";
    saveAnswer = () =>
      jsonResponse(
        {
          success: false,
          code: "VALIDATION_ERROR",
          message: refusal,
          errors: { "limits.2.batas": [refusal] },
        },
        422,
      );
    await userEvent.clear(agen);
    await userEvent.type(agen, "10");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText(refusal)).toBeTruthy();

    saveAnswer = () =>
      jsonResponse({ success: true, data: limits(null), message: "Limit jual berhasil disimpan" });
    await userEvent.clear(agen);
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Limit jual berhasil disimpan")).toBeTruthy();
    const body = api.bodies("PUT", "/api/sales-limits/schedule/12").at(-1);
    expect(body).toEqual({
      limits: [
        { channel: "loket", batas: null },
        { channel: "ekspedisi", batas: null },
        { channel: "agen", batas: null },
        { channel: "online", batas: 100 },
      ],
    });
  });

  it("without 'view jadwal' lists the public schedules, and without 'edit booking' only shows the limits", async () => {
    signInStaff(["view booking"]);
    renderPage();
    await screen.findByRole("option", { name: /Merak - Bakauheni/ });
    await userEvent.selectOptions(screen.getByRole("combobox"), "12");
    expect(await screen.findByRole("table", { name: "Limit jual per kanal" })).toBeTruthy();
    expect(calls("/api/public/schedules/available")).toHaveLength(1);
    expect(calls("/api/schedules")).toHaveLength(0);
    expect(screen.queryByLabelText("Batas Agen")).toBeNull();
    expect(screen.queryByRole("button", { name: "Simpan" })).toBeNull();
    expect(screen.getAllByText("Tanpa batas")).toHaveLength(2);
  });
});
