import type { StaffUser } from "@ferry/shared/staff-auth";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StaffToaster } from "../../../components/ui/toasters";
import { SessionProvider } from "../../session/session-context";
import { saveSession } from "../../session/session-storage";
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

function signIn(permissions: string[]) {
  const user: StaffUser = {
    id: 1,
    username: "spv",
    nama_lengkap: "Supervisor",
    email: null,
    tipe_pengguna: "admin",
    status: "Aktif",
    roles: [],
    permissions,
    grouped_permissions: [{ group: "Booking", permissions: permissions.map((name) => ({ name })) }],
    permission_stats: { total: 1, granted: permissions.length, from_roles: permissions.length, direct: 0 },
  };
  saveSession({ token: "t", user, expires_in: 3600 });
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let saveAnswer: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.startsWith("/api/schedules?") || url.startsWith("/api/public/schedules/available?"))
    return json({ success: true, data: [schedule] });
  if (url === "/api/sales-limits?schedule_id=12") return json({ success: true, data: limits(50) });
  if (url === "/api/sales-limits/schedule/12" && init?.method === "PUT") return saveAnswer();
  return json({ success: true, valid: true, data: {} });
});

function renderPage() {
  const router = createMemoryRouter([{ path: "/limit-jual", element: <SalesLimitsPage /> }], {
    initialEntries: ["/limit-jual?date=2026-11-23"],
  });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
        <StaffToaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const calls = (prefix: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("/limit-jual", () => {
  it("picks a schedule of the day and saves the channels' limits, showing the server's refusal", async () => {
    signIn(["view booking", "edit booking", "view jadwal"]);
    renderPage();
    const select = await screen.findByRole("combobox");
    await screen.findByRole("option", { name: "08.00 WIB · Merak - Bakauheni · KMP Portlink" });
    expect(String(calls("/api/schedules?")[0]?.[0])).toContain("date=2026-11-23");
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
      json(
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

    saveAnswer = () => json({ success: true, data: limits(null), message: "Limit jual berhasil disimpan" });
    await userEvent.clear(agen);
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Limit jual berhasil disimpan")).toBeTruthy();
    const body = JSON.parse(String(calls("/api/sales-limits/schedule/12").at(-1)?.[1]?.body));
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
    signIn(["view booking"]);
    renderPage();
    await screen.findByRole("option", { name: /Merak - Bakauheni/ });
    await userEvent.selectOptions(screen.getByRole("combobox"), "12");
    expect(await screen.findByRole("table", { name: "Limit jual per kanal" })).toBeTruthy();
    expect(calls("/api/public/schedules/available?")).toHaveLength(1);
    expect(calls("/api/schedules?")).toHaveLength(0);
    expect(screen.queryByLabelText("Batas Agen")).toBeNull();
    expect(screen.queryByRole("button", { name: "Simpan" })).toBeNull();
    expect(screen.getAllByText("Tanpa batas")).toHaveLength(2);
  });
});
