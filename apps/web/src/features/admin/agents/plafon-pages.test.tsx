import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import AgentLimitsPage from "./agent-limits-page";
import LedgerPage from "./ledger-page";
import LimitChangesPage from "./limit-changes-page";

const signIn = (tipe: string, permissions: string[]) =>
  signInStaff(permissions, { id: 3, tipe_pengguna: tipe });

const change = (id: number, requestedBy: number) => ({
  id,
  subject_type: "agen",
  subject_id: 9,
  subject_nama: `Agen ${id}`,
  plafon_lama: 5_000_000,
  plafon_baru: 7_500_000,
  alasan: "Musim liburan",
  status: "menunggu",
  catatan: null,
  requested_by: requestedBy,
  requested_by_username: requestedBy === 3 ? "direktur" : "keuangan",
  decided_by_username: null,
  decided_at: null,
  created_at: "2026-03-02T03:00:00.000Z",
});
const agent = {
  user_id: 9,
  username: "agen",
  nama_lengkap: "CV Samudra Travel",
  plafon: 5_000_000,
  saldo: -1_000_000,
  tersedia: 4_000_000,
  topup_menunggu: 1,
};
const ledgerRow = {
  id: 1,
  agent_user_id: 9,
  agent_nama: "CV Samudra Travel",
  jenis: "penjualan",
  amount: -150_000,
  saldo_setelah: -1_000_000,
  keterangan: "Penjualan BK123",
  created_by_username: "agen",
  created_at: "2026-03-02T03:00:00.000Z",
};
const page = (data: unknown[]) => ({
  success: true,
  data,
  meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length },
});

const approved = { success: true, data: {}, message: "Perubahan plafon disetujui" };
const api = mockApi({
  "POST /api/credit-limits": approved,
  "POST /api/credit-limits/2/approve": approved,
  "/api/credit-limits": page([change(1, 3), change(2, 5)]),
  "/api/agents": { success: true, data: [agent] },
  "/api/agents/ledger": page([ledgerRow]),
});

const renderPage = (path: string, Page: ComponentType) => renderRoutes([{ path, element: <Page /> }], path);
const posts = () =>
  api.calls.filter((call) => call.method === "POST").map(({ path, body }) => ({ path, body }));

describe("plafon pages", () => {
  it("/plafon-admin offers no approval of one's own request and approves another's after confirmation", async () => {
    signIn("admin", ["view plafon", "approve plafon"]);
    renderPage("/plafon-admin", LimitChangesPage);
    const own = (await screen.findByText("Agen 1")).closest("tr") as HTMLElement;
    expect(within(own).getByText("Pengajuan Anda")).toBeTruthy();
    expect(within(own).queryByRole("button", { name: "Setujui" })).toBeNull();
    const other = screen.getByText("Agen 2").closest("tr") as HTMLElement;
    await userEvent.click(within(other).getByRole("button", { name: "Setujui" }));
    const dialog = await screen.findByRole("dialog", { name: "Setujui perubahan plafon?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, setujui" }));
    expect(posts()).toEqual([{ path: "/api/credit-limits/2/approve", body: { catatan: null } }]);
  });

  it("/plafon-agen lists agents and sends a change request from 'Ubah Plafon'", async () => {
    signIn("keuangan", ["view plafon", "edit plafon"]);
    renderPage("/plafon-agen", AgentLimitsPage);
    const row = (await screen.findAllByText("CV Samudra Travel"))[0]?.closest("tr") as HTMLElement;
    expect(within(row).getByText("-Rp 1.000.000")).toBeTruthy();
    await userEvent.click(within(row).getByRole("button", { name: "Ubah Plafon CV Samudra Travel" }));
    const dialog = await screen.findByRole("dialog", { name: "Ubah Plafon CV Samudra Travel" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ajukan Perubahan" }));
    expect(await within(dialog).findByText("Alasan wajib diisi")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("Plafon baru (Rp)"), "7500000");
    await userEvent.type(within(dialog).getByLabelText("Alasan"), "Musim liburan");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ajukan Perubahan" }));
    await screen.findByText("Riwayat Perubahan Plafon Agen");
    expect(posts()).toEqual([
      {
        path: "/api/credit-limits",
        body: { subject_type: "agen", subject_id: 9, plafon_baru: "7500000", alasan: "Musim liburan" },
      },
    ]);
  });

  it("/history-plafon shows signed amounts and the balance after each movement", async () => {
    signIn("keuangan", ["view saldo agen"]);
    renderPage("/history-plafon", LedgerPage);
    const row = (await screen.findByText("Penjualan BK123")).closest("tr") as HTMLElement;
    expect(within(row).getByText("- Rp 150.000")).toBeTruthy();
    expect(within(row).getByText("-Rp 1.000.000")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Agen" })).toBeTruthy();
  });
});
